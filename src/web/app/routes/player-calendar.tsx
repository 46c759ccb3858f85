import { CalendarDays, Plus } from "lucide-react";
import { useState } from "react";

import type { CalendarEvent } from "@shared/schemas/event";
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

  return (
    <div className="space-y-4">
      <div className="flex items-center justify-between gap-4">
        <h2 className="text-lg font-semibold">Agenda</h2>
        <Button
          onClick={() => {
            setEditing(undefined);
            setFormOpen(true);
          }}
        >
          <Plus /> Nuevo Evento
        </Button>
      </div>
      {overview.events.length === 0 ? (
        <EmptyState icon={<CalendarDays className="size-6" />}>No hay eventos programados</EmptyState>
      ) : (
        <ul className="space-y-3">
          {overview.events.map((event) => (
            <EventRow
              key={event.id}
              event={event}
              onEdit={(selected) => {
                setEditing(selected);
                setFormOpen(true);
              }}
              onDelete={setDeleting}
            />
          ))}
        </ul>
      )}
      <EventFormDialog open={formOpen} onOpenChange={setFormOpen} playerId={overview.player.id} event={editing} />
      <DeleteEventDialog event={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
