import { MapPin, Trophy } from "lucide-react";
import { Link } from "react-router";

import type { Club } from "@shared/schemas/club";
import { RecordActions } from "@/components/record-actions";
import { paths } from "@/config/paths";
import { initials } from "@/lib/format";

type ClubRowProps = { club: Club; onEdit: (club: Club) => void; onDelete: (club: Club) => void };

/** A club in the list: its name (to its page), where it plays, and its actions. */
export function ClubRow({ club, onEdit, onDelete }: ClubRowProps) {
  const place = [club.city, club.country].filter(Boolean).join(", ");
  return (
    <li className="flex items-center gap-3 px-4 py-3" data-testid="club-row">
      <div
        className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-sm font-bold text-primary"
        aria-hidden="true"
      >
        {initials(club.name)}
      </div>
      <div className="min-w-0 flex-1">
        <h2 className="truncate font-semibold">
          <Link to={paths.club(club.id)} className="underline-offset-4 hover:underline">
            {club.name}
          </Link>
        </h2>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-0.5 text-sm text-muted-foreground">
          <span className="flex items-center gap-1">
            <MapPin className="size-3.5" aria-hidden="true" />
            {place}
          </span>
          <span className="flex items-center gap-1">
            <Trophy className="size-3.5" aria-hidden="true" />
            {club.league ?? "Sin liga"}
          </span>
        </p>
      </div>
      <RecordActions resource="clubs" label={club.name} onEdit={() => onEdit(club)} onDelete={() => onDelete(club)} />
    </li>
  );
}
