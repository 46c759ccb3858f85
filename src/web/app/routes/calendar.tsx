import { eachDayOfInterval } from "date-fns";
import { CalendarDays, ListOrdered, Plus } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useSearchParams } from "react-router";

import { agencyToday } from "@shared/domain/calendar-day";
import { windowOccurrences } from "@shared/domain/transfer-windows";
import type { CalendarEvent } from "@shared/schemas/event";
import { Allowed } from "@/components/allowed";
import { EmptyState } from "@/components/empty-state";
import { ErrorState } from "@/components/error-state";
import { ExportCsvButton } from "@/components/export-csv-button";
import { LoadMoreButton } from "@/components/load-more-button";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ViewToggle } from "@/components/view-toggle";
import { useAgenda } from "@/features/agenda/api/get-agenda";
import { AgendaItems } from "@/features/agenda/components/agenda-items";
import { useEventCount, useEvents, useEventsBetween } from "@/features/events/api/get-events";
import { CalendarFeedCard } from "@/features/events/components/calendar-feed-card";
import { EventRow } from "@/features/events/components/event-row";
import { MonthCalendar } from "@/features/events/components/month-calendar";
import { useTransferWindows } from "@/features/transfer-windows/api/transfer-windows";
import { useRecordDialogs } from "@/hooks/use-record-dialogs";
import { useUrlParam } from "@/hooks/use-url-param";
import { formatDate } from "@/lib/format";
import { dayOf, isoOf } from "@/lib/local-day";
import { usePlayerOptions } from "@/lib/player-options";
import { useReachesEveryPlayer } from "@/lib/session";

import { CalendarAgenda, type AgendaSpan } from "./calendar-agenda";

const EventFormDialog = lazy(() =>
  import("@/features/events/components/event-form-dialog").then((m) => ({ default: m.EventFormDialog })),
);
const DeleteEventDialog = lazy(() =>
  import("@/features/events/components/delete-event-dialog").then((m) => ({ default: m.DeleteEventDialog })),
);

type CalendarView = "month" | "agenda";
const CALENDAR_VIEWS = [
  { value: "month" as const, label: "Mes", icon: <CalendarDays /> },
  { value: "agenda" as const, label: "Agenda", icon: <ListOrdered /> },
];

/** Every day from `first` to `last`, both included. */
const daysOfRange = (first: string, last: string) => eachDayOfInterval({ start: dayOf(first), end: dayOf(last) });
const monthBounds = (month: Date) =>
  [
    isoOf(new Date(month.getFullYear(), month.getMonth(), 1)),
    isoOf(new Date(month.getFullYear(), month.getMonth() + 1, 0)),
  ] as const;

export function CalendarRoute() {
  const today = agencyToday();
  const [selected, setSelected] = useState(today);
  const [month, setMonth] = useState(() => dayOf(today));
  // "?fecha=2026-12-01" (a search result) selects that day and shows its month.
  const [params] = useSearchParams();
  const askedDay = params.get("fecha");
  const [shownDay, setShownDay] = useState<string | null>(null);
  if (askedDay && askedDay !== shownDay && /^\d{4}-\d{2}-\d{2}$/.test(askedDay)) {
    setShownDay(askedDay);
    setSelected(askedDay);
    setMonth(dayOf(askedDay));
  }
  const [from, to] = monthBounds(month);
  const monthEvents = useEventsBetween(from, to);
  const allEvents = useEvents();
  const players = usePlayerOptions();
  const reachesEveryPlayer = useReachesEveryPlayer();
  const dialogs = useRecordDialogs<CalendarEvent>();
  const items = allEvents.data?.pages.flatMap((page) => page.items) ?? [];
  // The selected day is read on its own: it stays selected while the agent looks at other months.
  const dayEvents = useEventsBetween(selected, selected);
  const ofSelectedDay = dayEvents.data ?? [];
  // The month's marks come from the agenda's counts; the selected day's items are read on their own.
  const monthAgenda = useAgenda(from, to);
  const agenda = useAgenda(selected, selected);
  const agendaOfSelectedDay = agenda.data?.items ?? [];
  const eventDays = [
    ...new Set([...(monthEvents.data ?? []), ...(monthAgenda.data?.days ?? [])].map((dated) => dated.date)),
  ].map(dayOf);
  const rowActions = { onEdit: dialogs.openForm, onDelete: dialogs.askDelete };
  const transferWindows = useTransferWindows();
  const monthWindows = (transferWindows.data ?? []).flatMap((window) =>
    windowOccurrences(window, from, to).map((dated) => ({ ...window, ...dated })),
  );
  const windowDays = monthWindows.flatMap((window) =>
    daysOfRange(window.startDate < from ? from : window.startDate, window.endDate > to ? to : window.endDate),
  );
  const [viewParam, setViewParam] = useUrlParam("vista");
  const [spanParam, setSpanParam] = useUrlParam("periodo");
  const view: CalendarView = viewParam === "agenda" ? "agenda" : "month";
  const span: AgendaSpan = spanParam === "mes" ? "month" : "week";
  const count = useEventCount();
  const scheduled = count.data?.upcoming;

  return (
    <div className="space-y-6">
      <PageHeader
        title="Calendario Global"
        description={
          scheduled === undefined
            ? "Cargando..."
            : `${scheduled} ${scheduled === 1 ? "evento programado" : "eventos programados"}`
        }
        actions={
          <>
            <Allowed action="export" resource="events">
              <ExportCsvButton resource="events" />
            </Allowed>
            <Allowed action="create" resource="events">
              <Button onClick={() => dialogs.openForm(undefined)}>
                <Plus /> Nuevo Evento
              </Button>
            </Allowed>
          </>
        }
      />

      <ViewToggle
        view={view}
        onChange={(next) => setViewParam(next === "agenda" ? "agenda" : "")}
        options={CALENDAR_VIEWS}
      />
      {view === "agenda" ? (
        <CalendarAgenda
          anchor={selected}
          onAnchorChange={(day) => {
            setSelected(day);
            setMonth(dayOf(day));
          }}
          span={span}
          onSpanChange={(next) => setSpanParam(next === "month" ? "mes" : "")}
          today={today}
          {...rowActions}
        />
      ) : (
        <>
          <div className="grid gap-6 lg:grid-cols-[auto_1fr]">
            <Card className="items-center p-4">
              <MonthCalendar
                month={month}
                today={dayOf(today)}
                onMonthChange={setMonth}
                selected={dayOf(selected)}
                onSelect={(day) => setSelected(isoOf(day))}
                eventDays={eventDays}
                windowDays={windowDays}
              />
              {monthWindows.length > 0 ? (
                <ul
                  className="w-full space-y-1 border-t pt-3 text-xs text-muted-foreground"
                  aria-label="Ventanas de traspasos del mes"
                  data-testid="transfer-windows"
                >
                  {monthWindows.map((window) => (
                    <li key={`${window.id}-${window.startDate}`} className="flex items-center gap-2">
                      <span className="h-1 w-4 shrink-0 rounded-full bg-warning" aria-hidden="true" />
                      {`${window.league} · ${window.name}: ${formatDate(window.startDate)} – ${formatDate(window.endDate)}`}
                    </li>
                  ))}
                </ul>
              ) : null}
            </Card>
            <Card className="gap-3 p-5" data-testid="selected-day">
              <h2 className="font-semibold">{formatDate(selected)}</h2>
              {dayEvents.isPending ? (
                <p className="text-sm text-muted-foreground">Cargando...</p>
              ) : ofSelectedDay.length === 0 ? (
                agendaOfSelectedDay.length === 0 ? (
                  <p className="text-sm text-muted-foreground">No hay eventos para esta fecha</p>
                ) : null
              ) : (
                <ul className="space-y-3">
                  {ofSelectedDay.map((event) => (
                    <EventRow key={event.id} event={event} showPlayer past={event.date < today} {...rowActions} />
                  ))}
                </ul>
              )}
              {agenda.isError ? (
                <p className="text-sm text-destructive">No se pudo cargar la agenda del mercado.</p>
              ) : (
                <AgendaItems items={agendaOfSelectedDay} />
              )}
            </Card>
          </div>

          <section className="space-y-3">
            <h2 className="text-lg font-semibold">Todos los eventos</h2>
            {allEvents.isPending ? (
              <p className="text-sm text-muted-foreground" role="status">
                Cargando...
              </p>
            ) : allEvents.isError ? (
              <ErrorState message="No se pudieron cargar los eventos." onRetry={() => void allEvents.refetch()} />
            ) : items.length === 0 ? (
              <EmptyState icon={<CalendarDays className="size-6" />}>
                Todavía no hay eventos. Añade el primero con «Nuevo Evento».
              </EmptyState>
            ) : (
              <>
                <ul className="space-y-3" data-testid="all-events">
                  {items.map((event) => (
                    <EventRow key={event.id} event={event} showPlayer past={event.date < today} {...rowActions} />
                  ))}
                </ul>
                <LoadMoreButton pages={allEvents} />
              </>
            )}
          </section>
        </>
      )}

      {/* The feed carries every player's dates: a member who looks after only some is not handed it. */}
      {reachesEveryPlayer && <CalendarFeedCard />}

      <Suspense fallback={null}>
        {dialogs.form.used ? (
          <EventFormDialog
            open={dialogs.form.open}
            onOpenChange={dialogs.form.onOpenChange}
            players={players.data ?? []}
            date={selected}
            event={dialogs.form.editing}
          />
        ) : null}
        {dialogs.remove.used ? (
          <DeleteEventDialog event={dialogs.remove.target} onClose={dialogs.remove.close} />
        ) : null}
      </Suspense>
    </div>
  );
}
