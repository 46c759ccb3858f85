import { CalendarDays, Plus } from "lucide-react";
import { useState } from "react";

import { agencyToday } from "@shared/domain/calendar-day";
import type { CalendarEvent } from "@shared/schemas/event";
import { Allowed } from "@/components/allowed";
import { EmptyState } from "@/components/empty-state";
import { Button } from "@/components/ui/button";
import { DeleteEventDialog } from "@/features/events/components/delete-event-dialog";
import { EventFormDialog } from "@/features/events/components/event-form-dialog";
import { EventRow } from "@/features/events/components/event-row";

import { usePlayerOverviewContext } from "./player-layout";

export function PlayerCalendarRoute() {
  const overview = usePlayerOverviewContext();
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<CalendarEvent | undefined>();
  const [deleting, setDeleting] = useState<CalendarEvent | null>(null);
  // What is coming first, in date order; what has happened after it, the latest first, marked as past.
  const today = agencyToday();
  const upcoming = overview.events.filter((event) => event.date >= today);
  const past = overview.events.filter((event) => event.date < today).reverse();
  const rowActions = {
    onEdit: (selected: CalendarEvent) => {
      setEditing(selected);
      setFormOpen(true);
    },
    onDelete: setDeleting,
  };

  return (
    <div className="space-y-4">
      <div className="flex items-center justify-between gap-4">
        <h2 className="text-lg font-semibold">Agenda</h2>
        <Allowed action="create" resource="events">
          <Button
            onClick={() => {
              setEditing(undefined);
              setFormOpen(true);
            }}
          >
            <Plus /> Nuevo Evento
          </Button>
        </Allowed>
      </div>
      {overview.events.length === 0 ? (
        <EmptyState icon={<CalendarDays className="size-6" />}>No hay eventos programados</EmptyState>
      ) : (
        <>
          {upcoming.length === 0 ? (
            <p className="text-sm text-muted-foreground">No hay eventos programados</p>
          ) : (
            <ul className="space-y-3" aria-label="Próximos eventos">
              {upcoming.map((event) => (
                <EventRow key={event.id} event={event} {...rowActions} />
              ))}
            </ul>
          )}
          {past.length > 0 ? (
            <section className="space-y-3" aria-labelledby="player-past-events">
              <h3 id="player-past-events" className="text-sm font-medium text-muted-foreground">
                {past.length === 1 ? "1 evento pasado" : `${past.length} eventos pasados`}
              </h3>
              <ul className="space-y-3">
                {past.map((event) => (
                  <EventRow key={event.id} event={event} past {...rowActions} />
                ))}
              </ul>
            </section>
          ) : null}
        </>
      )}
      <EventFormDialog open={formOpen} onOpenChange={setFormOpen} playerId={overview.player.id} event={editing} />
      <DeleteEventDialog event={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
