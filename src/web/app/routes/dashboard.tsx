import { ArrowRight } from "lucide-react";
import { Link } from "react-router";

import { agencyToday } from "@shared/domain/calendar-day";
import { nextWindowChange } from "@shared/domain/transfer-windows";
import { ErrorState } from "@/components/error-state";
import { PageHeader } from "@/components/page-header";
import { Skeleton } from "@/components/ui/skeleton";
import { paths } from "@/config/paths";
import { RecentActivity } from "@/features/activity/components/recent-activity";
import { QuarterCommissionsCard } from "@/features/commissions/components/quarter-commissions-card";
import { useDueNextSteps } from "@/features/contacts/api/contact-log";
import { DueNextSteps } from "@/features/contacts/components/due-next-steps";
import { useDashboard } from "@/features/dashboard/api/get-dashboard";
import { DashboardStats } from "@/features/dashboard/components/dashboard-stats";
import { ImageGeneratorBanner } from "@/features/dashboard/components/image-generator-banner";
import { RecentNews } from "@/features/dashboard/components/recent-news";
import { StartGuide } from "@/features/dashboard/components/start-guide";
import { UpcomingEvents } from "@/features/dashboard/components/upcoming-events";
import { MarketCard } from "@/features/operations/components/market-card";
import { PlayerCard } from "@/features/players/components/player-card";
import { DueTasksCard } from "@/features/tasks/components/due-tasks-card";
import { useTransferWindows } from "@/features/transfer-windows/api/transfer-windows";
import { useReads } from "@/lib/session";

function DashboardSkeleton() {
  return (
    <div className="space-y-6" aria-busy="true" aria-label="Cargando dashboard">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-32 rounded-xl" />
        ))}
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <Skeleton className="h-72 rounded-xl" />
        <Skeleton className="h-72 rounded-xl" />
      </div>
    </div>
  );
}

export function DashboardRoute() {
  const dashboard = useDashboard();
  const reads = useReads();
  const windows = useTransferWindows(reads("operations"));
  const today = agencyToday();
  // The same request as the list inside "Pendiente hoy": counted in its summary line beside the tasks.
  const steps = useDueNextSteps(today);
  const nextStepsDue = steps.data ? { count: steps.data.items.length, more: steps.data.more } : undefined;

  return (
    <div className="space-y-6">
      <PageHeader title="Dashboard" description="Visión general de tu cartera de jugadores" />
      {/* Outside the data's states, so that it is drawn once and stays: its action waits for the data. */}
      <ImageGeneratorBanner firstPlayerId={dashboard.data?.featuredPlayers[0]?.id} loading={!dashboard.isSuccess} />
      {dashboard.isPending ? (
        <DashboardSkeleton />
      ) : dashboard.isError ? (
        <ErrorState message="No se pudo cargar el dashboard." onRetry={() => void dashboard.refetch()} />
      ) : dashboard.data.players.total === 0 ? (
        <>
          {/* The guide to a first portfolio is for who adds deals; a member who does not read them gets none. */}
          {dashboard.data.deals ? <StartGuide players={0} deals={dashboard.data.deals.total} /> : null}
          <RecentActivity />
        </>
      ) : (
        <>
          {dashboard.data.deals?.total === 0 ? <StartGuide players={dashboard.data.players.total} deals={0} /> : null}
          <DashboardStats dashboard={dashboard.data} />
          <div className="grid gap-4 lg:grid-cols-2 2xl:grid-cols-3">
            {reads("tasks") ? (
              <DueTasksCard nextStepsDue={nextStepsDue}>
                <h3 className="text-sm font-semibold">Próximos pasos</h3>
                <DueNextSteps
                  until={today}
                  label="Próximos pasos para hoy"
                  emptyText="Ningún próximo paso con clubes o marcas para hoy"
                />
              </DueTasksCard>
            ) : null}
            {reads("commissions") ? <QuarterCommissionsCard net={dashboard.data.commissions} /> : null}
            {reads("operations") ? <MarketCard windowChange={nextWindowChange(windows.data ?? [], today)} /> : null}
          </div>
          <section className="space-y-3">
            <div className="flex items-center justify-between">
              <h2 className="text-lg font-semibold">Jugadores</h2>
              <Link
                to={paths.players}
                className="flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
              >
                Ver todos <ArrowRight className="size-4" />
              </Link>
            </div>
            {dashboard.data.featuredPlayers.length === 0 ? (
              <p className="rounded-xl border border-dashed p-6 text-center text-sm text-muted-foreground">
                Todavía no hay jugadores en tu cartera.
              </p>
            ) : (
              <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
                {dashboard.data.featuredPlayers.map((player) => (
                  <PlayerCard key={player.id} player={player} />
                ))}
              </div>
            )}
          </section>
          <div className="grid gap-4 lg:grid-cols-2">
            {reads("events") ? <UpcomingEvents events={dashboard.data.upcomingEvents} /> : null}
            {reads("news") ? <RecentNews news={dashboard.data.recentNews} /> : null}
          </div>
          <RecentActivity />
        </>
      )}
    </div>
  );
}
