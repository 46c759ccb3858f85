import { LogOut } from "lucide-react";
import { useNavigate } from "react-router";

import { SidebarMenu, SidebarMenuButton, SidebarMenuItem } from "@/components/ui/sidebar/sidebar-menu";
import { paths } from "@/config/paths";
import { useSignOut } from "@/features/auth/api/sign-out";
import { initials } from "@/lib/format";
import { useSession } from "@/lib/session";
import { toast } from "@/lib/toast";

export function NavUser() {
  const { data } = useSession();
  const signOut = useSignOut();
  const navigate = useNavigate();
  if (!data) return null;

  return (
    <SidebarMenu>
      <SidebarMenuItem>
        <div className="flex items-center gap-3 overflow-hidden rounded-md px-1.5 py-1.5 group-data-[collapsible=icon]:px-0">
          <div className="flex size-8 shrink-0 items-center justify-center rounded-full bg-sidebar-accent text-xs font-semibold text-sidebar-accent-foreground">
            {initials(data.user.name)}
          </div>
          <div
            className="grid min-w-0 text-sm leading-tight group-data-[collapsible=icon]:hidden"
            data-testid="signed-in-agent"
          >
            <span className="truncate font-medium text-sidebar-accent-foreground">{data.user.name}</span>
            <span className="truncate text-xs text-sidebar-muted">{data.user.email}</span>
          </div>
        </div>
      </SidebarMenuItem>
      <SidebarMenuItem>
        <SidebarMenuButton
          tooltip="Cerrar sesión"
          disabled={signOut.isPending}
          onClick={() =>
            signOut.mutate(undefined, {
              onSuccess: () => navigate(paths.login, { replace: true }),
              onError: (error) => toast.error(error.message),
            })
          }
        >
          <LogOut />
          <span>Cerrar sesión</span>
        </SidebarMenuButton>
      </SidebarMenuItem>
    </SidebarMenu>
  );
}
