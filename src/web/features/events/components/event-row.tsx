import { Clock, MapPin } from "lucide-react";

import { formatEventTimes } from "@shared/domain/event-times";
import type { CalendarEvent } from "@shared/schemas/event";
import { EventTypeBadge } from "@/components/dashboard-badges";
import { PlayerApprovalAction, PlayerApprovalBadge } from "@/components/player-approval";
import { RecordActions } from "@/components/record-actions";
import { EventStatusBadge } from "@/components/status-badges";
import { Badge } from "@/components/ui/badge";
import { formatDay, formatShortMonth } from "@/lib/format";
import { cn } from "@/lib/utils";

type EventRowProps = {
  event: CalendarEvent;
  showPlayer?: boolean;
  /** Before today: drawn muted and labelled "Pasado". */
  past?: boolean;
  /** Under a day's heading (the agenda), the date tile would say it twice. */
  hideDate?: boolean;
  onEdit: (event: CalendarEvent) => void;
  onDelete: (event: CalendarEvent) => void;
};

export function EventRow({ event, showPlayer, past = false, hideDate = false, onEdit, onDelete }: EventRowProps) {
  return (
    <li
      className={cn("flex gap-3 rounded-xl border bg-card p-4", past && "bg-muted/50")}
      data-testid="event-row"
      data-past={past}
    >
      {hideDate ? null : (
        <div
          className={cn(
            "flex w-14 shrink-0 flex-col items-center justify-center rounded-lg py-2",
            past ? "bg-muted text-muted-foreground" : "bg-primary text-primary-foreground",
          )}
        >
          <span className="text-xl leading-none font-bold">{formatDay(event.date)}</span>
          <span className={cn("text-xs uppercase", !past && "opacity-80")}>{formatShortMonth(event.date)}</span>
        </div>
      )}
      <div className="min-w-0 flex-1 space-y-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-medium">{event.title}</p>
          <EventTypeBadge type={event.type} />
          <EventStatusBadge status={event.status} />
          {past ? <Badge tone="muted">Pasado</Badge> : null}
          <PlayerApprovalBadge approval={event.playerApproval} />
        </div>
        {showPlayer ? <p className="text-sm text-muted-foreground">{event.playerName}</p> : null}
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <span className="flex items-center gap-1">
            <Clock className="size-3.5" />
            {formatEventTimes(event.time, event.endTime)}
          </span>
          {event.location ? (
            <span className="flex items-center gap-1">
              <MapPin className="size-3.5" />
              {event.location}
            </span>
          ) : null}
        </p>
        {past || event.playerApproval?.status === "approved" ? null : (
          <div className="-ml-3">
            <PlayerApprovalAction
              recordType="event"
              recordId={event.id}
              approval={event.playerApproval}
              description={`${event.title} · ${event.playerName}`}
            />
          </div>
        )}
      </div>
      <RecordActions
        resource="events"
        label={event.title}
        onEdit={() => onEdit(event)}
        onDelete={() => onDelete(event)}
      />
    </li>
  );
}
