import { PanelLeftIcon } from "lucide-react";
import * as React from "react";

import { OptionalPart } from "@/components/optional-part";
import { Button } from "@/components/ui/button";
import { whenIdle } from "@/lib/idle";
import { cn } from "@/lib/utils";

import { useSidebar } from "./sidebar-context";

// The drawer and the tooltips need dialog and positioning code that a desktop first paint can do without.
const MobileSidebar = React.lazy(() => import("./mobile-sidebar").then((m) => ({ default: m.MobileSidebar })));
const loadCollapsedTooltips = () => import("./collapsed-tooltips");
const CollapsedTooltips = React.lazy(() => loadCollapsedTooltips().then((m) => ({ default: m.CollapsedTooltips })));

export function Sidebar({ className, children }: { className?: string; children: React.ReactNode }) {
  const { isMobile, state } = useSidebar();
  // Fetched after the first paint, so that collapsing shows the tooltips at once (no swap under the pointer).
  React.useEffect(() => whenIdle(() => void loadCollapsedTooltips()), []);

  if (isMobile) {
    return (
      <OptionalPart>
        <React.Suspense fallback={null}>
          <MobileSidebar>{children}</MobileSidebar>
        </React.Suspense>
      </OptionalPart>
    );
  }
  const content =
    state === "collapsed" ? (
      <OptionalPart fallback={children}>
        <React.Suspense fallback={children}>
          <CollapsedTooltips>{children}</CollapsedTooltips>
        </React.Suspense>
      </OptionalPart>
    ) : (
      children
    );

  return (
    <div
      className="group peer hidden text-sidebar-foreground md:block"
      data-state={state}
      data-collapsible={state === "collapsed" ? "icon" : ""}
      data-slot="sidebar"
    >
      {/* Reserves the sidebar's width in the page flow, since the sidebar itself is fixed. */}
      <div className="relative w-(--sidebar-width) bg-transparent transition-[width] duration-200 ease-linear group-data-[collapsible=icon]:w-(--sidebar-width-icon)" />
      <aside
        aria-label="Menú lateral"
        className={cn(
          "fixed inset-y-0 left-0 z-10 hidden h-svh w-(--sidebar-width) border-r border-sidebar-border bg-sidebar transition-[width] duration-200 ease-linear md:flex md:flex-col group-data-[collapsible=icon]:w-(--sidebar-width-icon)",
          className,
        )}
      >
        {content}
      </aside>
    </div>
  );
}

export function SidebarTrigger({ className, onClick, ...props }: React.ComponentProps<typeof Button>) {
  const { toggleSidebar, isMobile, open } = useSidebar();
  return (
    <Button
      data-slot="sidebar-trigger"
      variant="ghost"
      size="icon"
      // 44 px to the finger on a phone, compact beside the mouse.
      className={cn("size-11 md:size-8", className)}
      aria-label={isMobile ? "Abrir menú" : open ? "Contraer menú" : "Expandir menú"}
      onClick={(event) => {
        onClick?.(event);
        toggleSidebar();
      }}
      {...props}
    >
      <PanelLeftIcon />
    </Button>
  );
}

export function SidebarRail() {
  const { toggleSidebar, open } = useSidebar();
  return (
    <button
      type="button"
      data-slot="sidebar-rail"
      aria-label={open ? "Contraer menú" : "Expandir menú"}
      tabIndex={-1}
      onClick={toggleSidebar}
      title={open ? "Contraer menú" : "Expandir menú"}
      className="absolute inset-y-0 -right-2 z-20 hidden w-4 cursor-ew-resize transition-all after:absolute after:inset-y-0 after:left-1/2 after:w-[2px] hover:after:bg-sidebar-primary/60 md:flex"
    />
  );
}

export function SidebarInset({ className, ...props }: React.ComponentProps<"main">) {
  return (
    <main
      data-slot="sidebar-inset"
      className={cn("relative flex min-w-0 flex-1 flex-col bg-background", className)}
      {...props}
    />
  );
}

export function SidebarHeader({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="sidebar-header" className={cn("flex flex-col gap-2 p-2", className)} {...props} />;
}

export function SidebarContent({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="sidebar-content"
      className={cn(
        "flex min-h-0 flex-1 flex-col gap-2 overflow-auto group-data-[collapsible=icon]:overflow-hidden",
        className,
      )}
      {...props}
    />
  );
}

export function SidebarFooter({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="sidebar-footer" className={cn("flex flex-col gap-2 p-2", className)} {...props} />;
}
