import type * as React from "react";

import type { CalendarEvent } from "@shared/schemas/event";
import { Badge } from "@/components/ui/badge";
import { capitalize, formatWeekdayDate } from "@/lib/format";

import { EventRow } from "./event-row";

type AgendaPeriodProps = {
  /** Every day of the week or month, in order. */
  days: string[];
  today: string;
  events: CalendarEvent[];
  /** The market's dates of a day (the screen composes them), or null when it has none. */
  marketOf: (day: string) => React.ReactNode;
  /** "No hay eventos esta semana". */
  emptyText: string;
  onEdit: (event: CalendarEvent) => void;
  onDelete: (event: CalendarEvent) => void;
};

/** A week or a month as a list of the days that have something, each with its events' hours and lengths. */
export function AgendaPeriod({ days, today, events, marketOf, emptyText, onEdit, onDelete }: AgendaPeriodProps) {
  const eventsOf = new Map<string, CalendarEvent[]>();
  for (const event of events) eventsOf.set(event.date, [...(eventsOf.get(event.date) ?? []), event]);
  const busy = days
    .map((day) => ({ day, events: eventsOf.get(day) ?? [], market: marketOf(day) }))
    .filter((entry) => entry.events.length > 0 || entry.market);
  if (busy.length === 0) return <p className="text-sm text-muted-foreground">{emptyText}</p>;
  return (
    <ol className="space-y-5" aria-label="Agenda" data-testid="agenda-period">
      {busy.map(({ day, events: ofDay, market }) => (
        <li key={day} className="space-y-2" aria-labelledby={`agenda-${day}`}>
          <h3 id={`agenda-${day}`} className="flex items-center gap-2 text-sm font-semibold">
            {capitalize(formatWeekdayDate(day))}
            {day === today ? <Badge tone="secondary">Hoy</Badge> : null}
          </h3>
          {ofDay.length > 0 ? (
            <ul className="space-y-2">
              {ofDay.map((event) => (
                <EventRow
                  key={event.id}
                  event={event}
                  showPlayer
                  hideDate
                  past={day < today}
                  onEdit={onEdit}
                  onDelete={onDelete}
                />
              ))}
            </ul>
          ) : null}
          {market}
        </li>
      ))}
    </ol>
  );
}
