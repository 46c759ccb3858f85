import { CalendarDays, Clock, MapPin } from "lucide-react";

import type { CalendarEvent } from "@shared/schemas/event";
import { EventTypeBadge } from "@/components/dashboard-badges";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatDay, formatShortMonth } from "@/lib/format";

export function UpcomingEvents({ events }: { events: CalendarEvent[] }) {
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CalendarDays className="size-4" />
          <h2>Próximos Eventos</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {events.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">No hay eventos próximos</p>
        ) : (
          <ul className="divide-y">
            {events.map((event) => (
              <li key={event.id} className="flex gap-3 py-3 first:pt-0 last:pb-0" data-testid="upcoming-event">
                <div className="flex w-12 shrink-0 flex-col items-center rounded-lg bg-muted py-1.5">
                  <span className="text-lg leading-none font-bold">{formatDay(event.date)}</span>
                  <span className="text-[0.7rem] text-muted-foreground uppercase">{formatShortMonth(event.date)}</span>
                </div>
                <div className="min-w-0 flex-1 space-y-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <p className="truncate font-medium">{event.title}</p>
                    <EventTypeBadge type={event.type} />
                  </div>
                  <p className="text-sm text-muted-foreground">{event.playerName}</p>
                  <p className="flex flex-wrap gap-x-3 text-xs text-muted-foreground">
                    <span className="flex items-center gap-1">
                      <Clock className="size-3" />
                      {event.time}
                    </span>
                    {event.location ? (
                      <span className="flex items-center gap-1">
                        <MapPin className="size-3" />
                        {event.location}
                      </span>
                    ) : null}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
