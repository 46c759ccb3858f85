import { Handshake, TrendingUp, Users, UsersRound } from "lucide-react";

import { followersInMillions } from "@shared/domain/followers";
import type { Dashboard } from "@shared/schemas/dashboard";
import { StatCard } from "@/components/stat-card";
import { formatPercent, formatSignedPercent } from "@/lib/format";

export function DashboardStats({ dashboard }: { dashboard: Dashboard }) {
  const { players, followers, engagement, deals } = dashboard;
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      <StatCard
        title="Total Jugadores"
        value={String(players.total)}
        detail={`+${players.newThisMonth} este mes`}
        icon={Users}
        positive={players.newThisMonth > 0}
      />
      <StatCard
        title="Seguidores Totales"
        value={followersInMillions(followers.total)}
        detail={
          followers.growthPercent === null
            ? "Sin datos del mes anterior"
            : `${formatSignedPercent(followers.growthPercent)} vs mes anterior`
        }
        icon={UsersRound}
        positive={(followers.growthPercent ?? 0) > 0}
      />
      <StatCard
        title="Engagement Promedio"
        value={engagement.average === null ? "Sin datos" : formatPercent(engagement.average)}
        detail={
          engagement.differenceFromBenchmark === null
            ? "Ningún jugador tiene engagement registrado"
            : `${formatSignedPercent(engagement.differenceFromBenchmark)} vs promedio industria`
        }
        icon={TrendingUp}
        positive={(engagement.differenceFromBenchmark ?? 0) > 0}
      />
      {deals ? (
        <StatCard
          title="Patrocinios Activos"
          value={String(deals.active)}
          detail={`de ${deals.total} ${deals.total === 1 ? "patrocinio" : "patrocinios"} en total`}
          icon={Handshake}
        />
      ) : null}
    </div>
  );
}
