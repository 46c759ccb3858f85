import { CalendarDays } from "lucide-react";

import type { CalendarEvent } from "@shared/schemas/event";
import { EventTypeBadge } from "@/components/dashboard-badges";
import { EmptyState } from "@/components/empty-state";
import { EventStatusBadge } from "@/components/status-badges";
import { capitalize, formatWeekdayDate } from "@/lib/format";

import { usePlayerAgenda } from "../api/player-app";
import { PlayerScreen } from "./player-section";
import { YourAnswerBadge } from "./your-answer-badge";

function EventItem({ event }: { event: CalendarEvent }) {
  return (
    <li className="space-y-1.5 p-4">
      <p className="font-medium">{event.title}</p>
      <p className="text-sm text-muted-foreground">
        {capitalize(formatWeekdayDate(event.date))} · {event.time}
        {event.endTime ? `–${event.endTime}` : ""}
        {event.location ? ` · ${event.location}` : ""}
      </p>
      <div className="flex flex-wrap gap-1.5">
        <EventTypeBadge type={event.type} />
        <EventStatusBadge status={event.status} />
        <YourAnswerBadge approval={event.playerApproval} />
      </div>
    </li>
  );
}

/** Agenda: the player's events from today on, and the latest past ones. */
export function PlayerAgendaView() {
  const agenda = usePlayerAgenda();
  return (
    <PlayerScreen title="Agenda" query={agenda} failure="No se pudo cargar tu agenda.">
      {({ upcoming, past }) => (
        <>
          <section className="space-y-3" aria-label="Próximos eventos">
            <h2 className="text-base font-semibold">Próximos eventos</h2>
            {upcoming.length === 0 ? (
              <EmptyState icon={<CalendarDays className="size-6" />}>No tienes eventos próximos.</EmptyState>
            ) : (
              <ul className="divide-y rounded-lg border">
                {upcoming.map((event) => (
                  <EventItem key={event.id} event={event} />
                ))}
              </ul>
            )}
          </section>
          {past.length > 0 ? (
            <section className="space-y-3" aria-label="Eventos pasados">
              <h2 className="text-base font-semibold">Eventos pasados</h2>
              <ul className="divide-y rounded-lg border">
                {past.map((event) => (
                  <EventItem key={event.id} event={event} />
                ))}
              </ul>
            </section>
          ) : null}
        </>
      )}
    </PlayerScreen>
  );
}
