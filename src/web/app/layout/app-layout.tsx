import { Suspense, useEffect } from "react";
import { Outlet, useLocation } from "react-router";
import { BrandMark } from "@/components/brand-mark";
import { SidebarInset, SidebarTrigger } from "@/components/ui/sidebar/sidebar";
import { SidebarProvider } from "@/components/ui/sidebar/sidebar-context";
import { AssistantLauncher } from "@/features/assistant/components/assistant-launcher";
import { SearchLauncher } from "@/features/search/components/search-launcher";
import { NotificationBell } from "@/features/notifications/components/notification-bell";
import { AppSidebar } from "./app-sidebar";
import { prefetchScreenData } from "../prefetch";
import { RequireAuth } from "./require-auth";
import { useMenuAppearance } from "./use-menu-appearance";

export function AppLayout() {
  const { pathname, search } = useLocation();
  // Moving between screens: the next one's data is asked for while its code loads.
  useEffect(() => prefetchScreenData(pathname, search), [pathname, search]);
  useMenuAppearance();
  return (
    <RequireAuth>
      <SidebarProvider>
        <AppSidebar />
        <SidebarInset>
          <header className="sticky top-0 z-10 flex h-14 shrink-0 items-center gap-2 border-b bg-background/90 px-4 backdrop-blur">
            <SidebarTrigger className="-ml-1" />
            <div className="flex items-center gap-2 md:hidden">
              <BrandMark className="size-7 text-sm" />
              <span className="font-semibold">Palco</span>
            </div>
            <div className="ml-auto flex items-center gap-2">
              <SearchLauncher />
              <NotificationBell />
            </div>
          </header>
          <div className="flex-1 p-4 sm:p-6 lg:p-8">
            <Suspense fallback={<p className="text-sm text-muted-foreground">Cargando...</p>}>
              <Outlet />
            </Suspense>
          </div>
          <AssistantLauncher />
        </SidebarInset>
      </SidebarProvider>
    </RequireAuth>
  );
}
