import { addMonths, addWeeks, eachDayOfInterval, endOfWeek, startOfWeek } from "date-fns";
import { ChevronLeft, ChevronRight } from "lucide-react";

import type { CalendarEvent } from "@shared/schemas/event";
import { ErrorState } from "@/components/error-state";
import { LoadMoreButton } from "@/components/load-more-button";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ViewToggle } from "@/components/view-toggle";
import { useAgenda } from "@/features/agenda/api/get-agenda";
import { AgendaItems } from "@/features/agenda/components/agenda-items";
import { useEventsInRange } from "@/features/events/api/get-events";
import { AgendaPeriod } from "@/features/events/components/agenda-period";
import { formatMonthYear, formatWeekdayDate } from "@/lib/format";
import { dayOf, isoOf } from "@/lib/local-day";

export type AgendaSpan = "week" | "month";

/** The week (Monday to Sunday) or the month around a day. */
function periodOf(anchor: string, span: AgendaSpan) {
  const day = dayOf(anchor);
  const [start, end] =
    span === "week"
      ? [startOfWeek(day, { weekStartsOn: 1 }), endOfWeek(day, { weekStartsOn: 1 })]
      : [new Date(day.getFullYear(), day.getMonth(), 1), new Date(day.getFullYear(), day.getMonth() + 1, 0)];
  return { days: eachDayOfInterval({ start, end }).map(isoOf), from: isoOf(start), to: isoOf(end) };
}

function titleOf(span: AgendaSpan, from: string, to: string) {
  if (span === "month") return formatMonthYear(from);
  return `Semana del ${formatWeekdayDate(from)} al ${formatWeekdayDate(to)}`;
}

const SPANS = [
  { value: "week" as const, label: "Semana", icon: null },
  { value: "month" as const, label: "Mes", icon: null },
];

type CalendarAgendaProps = {
  anchor: string;
  onAnchorChange: (day: string) => void;
  span: AgendaSpan;
  onSpanChange: (span: AgendaSpan) => void;
  today: string;
  onEdit: (event: CalendarEvent) => void;
  onDelete: (event: CalendarEvent) => void;
};

/** The calendar's "Agenda" view: a week or a month as the days that have events or market dates, with hours. */
export function CalendarAgenda({
  anchor,
  onAnchorChange,
  span,
  onSpanChange,
  today,
  ...rowActions
}: CalendarAgendaProps) {
  const { days, from, to } = periodOf(anchor, span);
  const events = useEventsInRange(from, to);
  const market = useAgenda(from, to);
  const items = events.data?.pages.flatMap((page) => page.items) ?? [];
  const marketItems = market.data?.items ?? [];
  const step = (direction: 1 | -1) =>
    onAnchorChange(isoOf(span === "week" ? addWeeks(dayOf(from), direction) : addMonths(dayOf(from), direction)));
  const unit = span === "week" ? "Semana" : "Mes";

  return (
    <Card className="gap-4 p-5" data-testid="calendar-agenda">
      <div className="flex flex-wrap items-center gap-2">
        <div className="flex items-center gap-1">
          <Button variant="outline" size="icon" aria-label={`${unit} anterior`} onClick={() => step(-1)}>
            <ChevronLeft />
          </Button>
          <Button variant="outline" onClick={() => onAnchorChange(today)}>
            Hoy
          </Button>
          <Button variant="outline" size="icon" aria-label={`${unit} siguiente`} onClick={() => step(1)}>
            <ChevronRight />
          </Button>
        </div>
        <h2 className="min-w-0 flex-1 font-semibold first-letter:uppercase" aria-live="polite">
          {titleOf(span, from, to)}
        </h2>
        <ViewToggle view={span} onChange={onSpanChange} options={SPANS} label="Periodo" />
      </div>
      {events.isPending ? (
        <p className="text-sm text-muted-foreground" role="status">
          Cargando...
        </p>
      ) : events.isError ? (
        <ErrorState message="No se pudieron cargar los eventos." onRetry={() => void events.refetch()} />
      ) : (
        <>
          <AgendaPeriod
            days={days}
            today={today}
            events={items}
            marketOf={(day) => {
              const ofDay = marketItems.filter((item) => item.date === day);
              return ofDay.length > 0 ? <AgendaItems items={ofDay} /> : null;
            }}
            emptyText={span === "week" ? "No hay eventos esta semana" : "No hay eventos este mes"}
            {...rowActions}
          />
          <LoadMoreButton pages={events} />
          {market.isError ? (
            <p className="text-sm text-destructive">No se pudo cargar la agenda del mercado.</p>
          ) : market.data?.truncated ? (
            <p className="text-sm text-muted-foreground">
              El mercado tiene más fechas en este periodo de las que caben: mira la semana o el día.
            </p>
          ) : null}
        </>
      )}
    </Card>
  );
}
