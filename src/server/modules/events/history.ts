import type { CalendarEvent } from "../../../shared/schemas/event";
import type { HistoryKind } from "../../history/history-kind";

export const EVENT_HISTORY: HistoryKind<CalendarEvent> = { type: "event", label: (event) => event.title };
