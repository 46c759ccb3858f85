import type { ReactNode } from "react";

import { Sheet, SheetContent, SheetDescription, SheetTitle } from "@/components/ui/sheet";

import { useSidebar } from "./sidebar-context";

/** The menu as a drawer on a phone (loaded only at phone width). */
export function MobileSidebar({ children }: { children: ReactNode }) {
  const { openMobile, setOpenMobile } = useSidebar();
  return (
    <Sheet open={openMobile} onOpenChange={setOpenMobile}>
      <SheetContent
        data-slot="sidebar"
        data-mobile="true"
        className="w-72 max-w-[85vw] bg-sidebar p-0 text-sidebar-foreground"
      >
        <SheetTitle className="sr-only">Menú</SheetTitle>
        <SheetDescription className="sr-only">Navegación principal de Palco</SheetDescription>
        <div className="flex h-full w-full flex-col">{children}</div>
      </SheetContent>
    </Sheet>
  );
}
