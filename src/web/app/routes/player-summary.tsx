import { SentimentBadge } from "@/components/dashboard-badges";
import { ErrorState } from "@/components/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { paths } from "@/config/paths";
import { ActivityList } from "@/features/activity/components/activity-list";
import { usePlayerDossier } from "@/features/players/api/get-player-dossier";
import { DossierCard, PlayerDossierCards } from "@/features/players/components/player-dossier";
import { RecordTasks } from "@/features/tasks/components/record-tasks";
import { PlayerAssignmentSummary } from "@/features/team/components/player-assignment";
import { formatDate } from "@/lib/format";
import { useReads } from "@/lib/session";

import { usePlayerOverviewContext } from "./player-layout";

/** The 360° view before a call: contract, mandate, money, open business, paperwork, press and the latest changes. */
export function PlayerSummaryRoute() {
  const overview = usePlayerOverviewContext();
  const { player } = overview;
  const dossier = usePlayerDossier(player.id);
  const reads = useReads();
  const latestNews = overview.news.slice(0, 3);
  return (
    <div className="grid gap-4 lg:grid-cols-2" data-testid="player-dossier">
      {dossier.isPending ? (
        <>
          <Skeleton className="h-40 rounded-xl" />
          <Skeleton className="h-40 rounded-xl" />
        </>
      ) : dossier.isError ? (
        <div className="lg:col-span-2">
          <ErrorState message="No se pudo cargar el resumen del jugador." onRetry={() => void dossier.refetch()} />
        </div>
      ) : (
        <PlayerDossierCards dossier={dossier.data} player={player} />
      )}
      {reads("news") ? (
        <DossierCard
          title="Prensa y reputación"
          more={{ to: paths.playerTab(player.id, "reputation"), label: "Ver reputación" }}
        >
          <p className="text-sm">
            Sentimiento positivo <span className="font-semibold">{player.sentiment} %</span>
            {overview.negativeNewsThisMonth === null
              ? null
              : overview.negativeNewsThisMonth > 0
                ? ` · ${overview.negativeNewsThisMonth === 1 ? "1 noticia negativa" : `${overview.negativeNewsThisMonth} noticias negativas`} este mes`
                : " · Sin noticias negativas este mes"}
          </p>
          {latestNews.length === 0 ? (
            <p className="text-sm text-muted-foreground">No hay noticias recientes para este jugador</p>
          ) : (
            <ul className="space-y-2 text-sm">
              {latestNews.map((item) => (
                <li key={item.id} className="flex flex-wrap items-center gap-2">
                  <span className="font-medium">{item.title}</span>
                  <SentimentBadge sentiment={item.sentiment} />
                  <span className="text-muted-foreground">
                    {item.source} · {formatDate(item.date)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </DossierCard>
      ) : null}
      {reads("team") ? (
        <DossierCard title="Quién lo lleva">
          <PlayerAssignmentSummary playerId={player.id} playerName={player.name} />
        </DossierCard>
      ) : null}
      <RecordTasks record={{ type: "player", id: player.id, label: player.name }} filter={{ playerId: player.id }} />
      <DossierCard
        title="Últimos cambios"
        more={{ to: paths.playerTab(player.id, "history"), label: "Ver todo el historial" }}
      >
        <ActivityList filter={{ playerId: player.id }} pageSize={5} paged={false} />
      </DossierCard>
    </div>
  );
}
