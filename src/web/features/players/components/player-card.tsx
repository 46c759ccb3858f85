import { Camera, Pencil, Trash2 } from "lucide-react";
import { Link } from "react-router";

import { agencyToday } from "@shared/domain/calendar-day";
import { abbreviateFollowers } from "@shared/domain/followers";
import type { Player } from "@shared/schemas/player";
import { RecordAvatar } from "@/components/record-picture/record-avatar";
import { ContractRadarBadge } from "@/components/status-badges";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { paths } from "@/config/paths";
import { formatPercent, NO_DATA } from "@/lib/format";
import { shownOr } from "@/lib/hidden";

import { SentimentBar } from "./sentiment-bar";

type PlayerCardProps = { player: Player; onEdit?: (player: Player) => void; onDelete?: (player: Player) => void };

export function PlayerCard({ player, onEdit, onDelete }: PlayerCardProps) {
  return (
    <Card className="relative gap-4 p-5 transition-shadow hover:shadow-md" data-testid="player-card">
      <div className="flex items-start gap-3">
        <RecordAvatar
          name={player.name}
          pictureUrl={player.photoUrl}
          className="size-12 rounded-full bg-primary text-sm text-primary-foreground"
        />
        <div className="min-w-0 flex-1">
          {/* The link's box covers the card, so the whole card opens the player. */}
          <Link
            to={paths.playerOverview(player.id)}
            className="font-semibold after:absolute after:inset-0 after:rounded-xl hover:underline"
          >
            {player.name}
          </Link>
          <p className="text-sm break-words text-muted-foreground">
            {player.position} · {player.team}
          </p>
          <p className="text-xs text-muted-foreground">{player.nationality}</p>
          <ContractRadarBadge contractUntil={player.contractUntil} today={agencyToday()} className="mt-1.5" />
        </div>
        {onEdit || onDelete ? (
          <div className="relative z-10 flex gap-2">
            {onEdit ? (
              <Button
                variant="ghost"
                size="icon"
                className="sm:size-8"
                aria-label={`Editar ${player.name}`}
                onClick={() => onEdit(player)}
              >
                <Pencil />
              </Button>
            ) : null}
            {onDelete ? (
              <Button
                variant="ghost"
                size="icon"
                className="sm:size-8 text-destructive hover:text-destructive"
                aria-label={`Eliminar ${player.name}`}
                onClick={() => onDelete(player)}
              >
                <Trash2 />
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
      <dl className="grid grid-cols-3 gap-2 text-center">
        <div className="rounded-lg bg-muted/60 px-2 py-2">
          <dt className="text-[0.7rem] text-muted-foreground">Valor</dt>
          <dd className="text-sm font-semibold">{shownOr(player, player.marketValue || "—")}</dd>
        </div>
        <div className="rounded-lg bg-muted/60 px-2 py-2">
          <dt className="flex items-center justify-center gap-1 text-[0.7rem] text-muted-foreground">
            <Camera className="size-3" /> Instagram
          </dt>
          <dd className="text-sm font-semibold">{abbreviateFollowers(player.social.instagram)}</dd>
        </div>
        <div className="rounded-lg bg-muted/60 px-2 py-2">
          <dt className="text-[0.7rem] text-muted-foreground">Engagement</dt>
          <dd className="text-sm font-semibold">
            {player.social.engagementRate === null ? NO_DATA : `${formatPercent(player.social.engagementRate)} ER`}
          </dd>
        </div>
      </dl>
      <SentimentBar value={player.sentiment} />
    </Card>
  );
}
