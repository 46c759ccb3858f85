import { NavLink, Outlet, useLocation, useParams } from "react-router";
import { PageHeader } from "@/components/page-header";
import { type PlayerTab, paths } from "@/config/paths";
import { cn } from "@/lib/utils";

const tabs: { tab: PlayerTab; label: string }[] = [
  { tab: "reputation", label: "Reputación" },
  { tab: "calendar", label: "Calendario" },
  { tab: "deals", label: "Patrocinios" },
  { tab: "investments", label: "Inversiones" },
  { tab: "media-lab", label: "Media Lab" },
];

export function PlayerLayoutRoute() {
  const { playerId = "" } = useParams();
  const { pathname } = useLocation();
  return (
    <div className="space-y-6">
      <PageHeader title="Detalle del jugador" />
      <nav aria-label="Secciones del jugador" className="flex gap-1 overflow-x-auto border-b">
        {tabs.map(({ tab, label }) => (
          <NavLink
            key={tab}
            to={paths.playerTab(playerId, tab)}
            className={({ isActive }) =>
              cn(
                "-mb-px border-b-2 px-3 py-2 text-sm whitespace-nowrap text-muted-foreground transition-colors hover:text-foreground",
                isActive || (tab === "media-lab" && pathname.endsWith("/medialab"))
                  ? "border-primary font-medium text-foreground"
                  : "border-transparent",
              )
            }
          >
            {label}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </div>
  );
}
