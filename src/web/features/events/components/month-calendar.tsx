import { DayPicker } from "react-day-picker";
import { es } from "react-day-picker/locale";

import "react-day-picker/style.css";

type MonthCalendarProps = {
  month: Date;
  /** The agency's today (its time zone, not the browser's), marked "Hoy". */
  today: Date;
  onMonthChange: (month: Date) => void;
  selected: Date;
  onSelect: (day: Date) => void;
  /** Days that have events: drawn bold and tinted. */
  eventDays: Date[];
  /** Days inside a transfer window: underlined with a band. */
  windowDays?: Date[];
};

/** A month in Spanish, weeks from Monday, days with events marked. */
export function MonthCalendar({
  month,
  today,
  onMonthChange,
  selected,
  onSelect,
  eventDays,
  windowDays = [],
}: MonthCalendarProps) {
  return (
    <DayPicker
      mode="single"
      required
      locale={es}
      weekStartsOn={1}
      month={month}
      today={today}
      onMonthChange={onMonthChange}
      selected={selected}
      onSelect={onSelect}
      modifiers={{ hasEvents: eventDays, inTransferWindow: windowDays }}
      modifiersClassNames={{ hasEvents: "rdp-has-events", inTransferWindow: "rdp-transfer-window" }}
      className="palco-calendar"
    />
  );
}
