import type { ReactNode } from "react";

import { agencyToday } from "@shared/domain/calendar-day";
import { abbreviateFollowers } from "@shared/domain/followers";
import type { PlayerOverview } from "@shared/schemas/player-overview";
import { RecordAvatar } from "@/components/record-picture/record-avatar";
import { ContractRadarBadge } from "@/components/status-badges";
import { formatPercentOrNoData } from "@/lib/format";
import { shownOr } from "@/lib/hidden";

/** The player's name, facts and, in `actions`, what can be done to the record (Editar, Eliminar). */
export function PlayerHeader({ overview, actions }: { overview: PlayerOverview; actions?: ReactNode }) {
  const { player } = overview;
  const facts = [
    { label: "Edad", value: player.age === null ? "—" : `${player.age} años` },
    { label: "Valor de mercado", value: shownOr(player, player.marketValue || "—") },
    { label: "Contrato hasta", value: player.contractUntil ? player.contractUntil.slice(0, 4) : "—" },
    { label: "Seguidores", value: abbreviateFollowers(overview.totalFollowers) },
    { label: "Engagement", value: formatPercentOrNoData(player.social.engagementRate) },
  ];
  return (
    <section className="rounded-xl bg-sidebar p-6 text-sidebar-foreground shadow-sm">
      <div className="flex flex-col gap-6 lg:flex-row lg:items-center lg:justify-between">
        <div className="flex min-w-0 items-center gap-4">
          <RecordAvatar
            name={player.name}
            pictureUrl={player.photoUrl}
            className="size-16 rounded-full bg-sidebar-primary text-xl text-sidebar-primary-foreground"
          />
          <div className="min-w-0">
            <h1 className="text-2xl font-bold tracking-tight break-words text-white">{player.name}</h1>
            <p className="text-sidebar-muted">
              {player.position} · {player.team} · {player.nationality}
            </p>
            <ContractRadarBadge contractUntil={player.contractUntil} today={agencyToday()} className="mt-2 bg-white" />
            {actions ? <div className="mt-3 flex flex-wrap gap-2">{actions}</div> : null}
          </div>
        </div>
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-5">
          {facts.map((fact) => (
            <div key={fact.label}>
              <dt className="text-xs text-sidebar-muted">{fact.label}</dt>
              <dd className="text-lg font-semibold text-white">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
