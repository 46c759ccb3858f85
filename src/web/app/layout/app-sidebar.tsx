import { NavLink, useLocation } from "react-router";

import { BrandMark } from "@/components/brand-mark";
import { Sidebar, SidebarContent, SidebarFooter, SidebarHeader, SidebarRail } from "@/components/ui/sidebar/sidebar";
import { useSidebar } from "@/components/ui/sidebar/sidebar-context";
import {
  SidebarGroup,
  SidebarGroupLabel,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
} from "@/components/ui/sidebar/sidebar-menu";
import { navGroupsFor } from "@/config/nav-items";
import { useSession } from "@/lib/session";

import { NavUser } from "./nav-user";

function isActivePath(pathname: string, to: string) {
  return pathname === to || pathname.startsWith(`${to}/`);
}

export function AppSidebar() {
  const { pathname } = useLocation();
  const { isMobile, setOpenMobile } = useSidebar();
  const session = useSession();

  return (
    <Sidebar>
      <SidebarHeader className="border-b border-sidebar-border">
        <div className="flex items-center gap-3 px-1 py-1.5 group-data-[collapsible=icon]:px-0">
          <BrandMark className="group-data-[collapsible=icon]:size-8" />
          <div className="grid min-w-0 leading-tight group-data-[collapsible=icon]:hidden">
            <span className="truncate text-base font-semibold text-sidebar-accent-foreground">Palco</span>
            <span className="truncate text-xs text-sidebar-muted">Elite Management</span>
          </div>
        </div>
      </SidebarHeader>
      <SidebarContent>
        <nav aria-label="Navegación principal">
          {navGroupsFor(session.data?.user.reads).map((group) => (
            <SidebarGroup key={group.label}>
              <SidebarGroupLabel>{group.label}</SidebarGroupLabel>
              <SidebarMenu>
                {group.items.map((item) => (
                  <SidebarMenuItem key={item.to}>
                    <SidebarMenuButton asChild isActive={isActivePath(pathname, item.to)} tooltip={item.title}>
                      <NavLink to={item.to} onClick={() => isMobile && setOpenMobile(false)}>
                        <item.icon />
                        <span>{item.title}</span>
                      </NavLink>
                    </SidebarMenuButton>
                  </SidebarMenuItem>
                ))}
              </SidebarMenu>
            </SidebarGroup>
          ))}
        </nav>
      </SidebarContent>
      <SidebarFooter className="border-t border-sidebar-border">
        <NavUser />
        <p
          className="px-2 text-[0.7rem] text-sidebar-muted group-data-[collapsible=icon]:hidden"
          data-testid="app-version"
        >
          Versión {__APP_VERSION__}
        </p>
      </SidebarFooter>
      <SidebarRail />
    </Sidebar>
  );
}
