import { Camera, KeyRound, Pencil, Trash2, UserX } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Link, NavLink, Outlet, useLocation, useNavigate, useOutletContext, useParams } from "react-router";

import type { TeamResource } from "@shared/domain/team-roles";
import type { PlayerOverview } from "@shared/schemas/player-overview";
import { EmptyState } from "@/components/empty-state";
import { ErrorState } from "@/components/error-state";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { paths, type PlayerTab } from "@/config/paths";
import { usePlayerOverview } from "@/features/players/api/get-player-overview";
import { PlayerHeader } from "@/features/players/components/player-header";
import { PlayerSummaryCards } from "@/features/players/components/player-summary-cards";
import { ApiError } from "@/lib/api-client";
import { useReads } from "@/lib/session";
import { cn } from "@/lib/utils";

import { useDocumentTitle } from "../document-title";
import { usePageTrail } from "../layout/page-trail";

// The form and the confirmation load when first opened, not with the page.
const PlayerFormDialog = lazy(() =>
  import("@/features/players/components/player-form-dialog").then((m) => ({ default: m.PlayerFormDialog })),
);
const PlayerAccessDialog = lazy(() =>
  import("@/features/player-access/components/player-access-dialog").then((m) => ({ default: m.PlayerAccessDialog })),
);
const PictureDialog = lazy(() =>
  import("@/components/record-picture/picture-dialog").then((m) => ({ default: m.PictureDialog })),
);
const DeletePlayerDialog = lazy(() =>
  import("@/features/players/components/delete-player-dialog").then((m) => ({ default: m.DeletePlayerDialog })),
);

/** Each tab with the resource it shows: a member sees the tabs of what their role reads. */
const tabs: { tab: PlayerTab; label: string; resource: TeamResource }[] = [
  { tab: "summary", label: "Resumen", resource: "players" },
  { tab: "reputation", label: "Reputación", resource: "players" },
  { tab: "calendar", label: "Calendario", resource: "events" },
  { tab: "deals", label: "Patrocinios", resource: "deals" },
  { tab: "operations", label: "Operaciones", resource: "operations" },
  { tab: "investments", label: "Inversiones", resource: "investments" },
  { tab: "contracts", label: "Contrato", resource: "players" },
  { tab: "mandate", label: "Mandato", resource: "mandates" },
  { tab: "history", label: "Historial", resource: "history" },
  { tab: "media-lab", label: "Media Lab", resource: "campaigns" },
];

export function usePlayerOverviewContext() {
  return useOutletContext<PlayerOverview>();
}

export function PlayerLayoutRoute() {
  const { playerId = "" } = useParams();
  const { pathname } = useLocation();
  const overview = usePlayerOverview(playerId);
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [givingAccess, setGivingAccess] = useState(false);
  const [choosingPhoto, setChoosingPhoto] = useState(false);
  const reads = useReads();
  // On a phone the tabs scroll sideways: the open one is brought into view.
  const tabsRef = useRef<HTMLElement>(null);
  useEffect(() => {
    tabsRef.current?.querySelector('[aria-current="page"]')?.scrollIntoView({ block: "nearest", inline: "nearest" });
  }, [pathname, overview.isSuccess]);
  const notFound = overview.error instanceof ApiError && overview.error.status === 404;
  usePageTrail("Jugadores", paths.players, overview.data?.player.name);
  useDocumentTitle(
    overview.data?.player.name ?? (notFound ? "Jugador no encontrado" : undefined),
    overview.isSuccess || notFound,
  );

  if (overview.isPending) {
    return (
      <div className="space-y-6" aria-busy="true" aria-label="Cargando jugador">
        <Skeleton className="h-36 rounded-xl" />
        <div className="grid gap-4 sm:grid-cols-3">
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} className="h-28 rounded-xl" />
          ))}
        </div>
      </div>
    );
  }
  if (overview.isError) {
    if (overview.error instanceof ApiError && overview.error.status === 404) {
      // SPEC: an unknown id shows this text and the tabs render nothing.
      return (
        <EmptyState
          icon={<UserX className="size-6" />}
          asHeading
          action={
            <Button asChild variant="outline">
              <Link to={paths.players}>Volver a Jugadores</Link>
            </Button>
          }
        >
          Jugador no encontrado
        </EmptyState>
      );
    }
    return <ErrorState message="No se pudo cargar el jugador." onRetry={() => void overview.refetch()} />;
  }

  return (
    <div className="space-y-6">
      <PlayerHeader
        overview={overview.data}
        actions={
          <>
            <Button variant="secondary" size="sm" className="min-h-11 sm:min-h-8" onClick={() => setEditing(true)}>
              <Pencil /> Editar
            </Button>
            <Button
              variant="secondary"
              size="sm"
              className="min-h-11 sm:min-h-8"
              onClick={() => setChoosingPhoto(true)}
            >
              <Camera /> Foto
            </Button>
            <Button variant="secondary" size="sm" className="min-h-11 sm:min-h-8" onClick={() => setGivingAccess(true)}>
              <KeyRound /> Acceso del jugador
            </Button>
            <Button variant="secondary" size="sm" className="min-h-11 sm:min-h-8" onClick={() => setDeleting(true)}>
              <Trash2 /> Eliminar
            </Button>
          </>
        }
      />
      <Suspense fallback={null}>
        {editing && <PlayerFormDialog open onOpenChange={setEditing} player={overview.data.player} />}
        {choosingPhoto && (
          <PictureDialog
            kind="photo"
            title={`Foto de ${overview.data.player.name}`}
            path={`/players/${overview.data.player.id}/photo`}
            currentUrl={overview.data.player.photoUrl}
            onClose={() => setChoosingPhoto(false)}
          />
        )}
        {givingAccess && <PlayerAccessDialog player={overview.data.player} onClose={() => setGivingAccess(false)} />}
        {deleting && (
          <DeletePlayerDialog
            player={overview.data.player}
            onClose={() => setDeleting(false)}
            onDeleted={() => navigate(paths.players, { replace: true })}
          />
        )}
      </Suspense>
      <PlayerSummaryCards summary={overview.data.summary} />
      <nav ref={tabsRef} aria-label="Secciones del jugador" className="flex gap-1 overflow-x-auto border-b">
        {tabs
          .filter(({ resource }) => reads(resource))
          .map(({ tab, label }) => (
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
      <Outlet context={overview.data} />
    </div>
  );
}
