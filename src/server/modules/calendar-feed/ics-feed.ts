import { getVtimezoneComponent } from "@touch4it/ical-timezones";
import ical from "ical-generator";

import { shiftDays } from "../../../shared/domain/calendar-day";
import type { DatedWindow } from "../../../shared/domain/transfer-windows";
import { AGENDA_KIND_LABELS, type AgendaItem } from "../../../shared/schemas/agenda";
import type { CalendarEvent } from "../../../shared/schemas/event";

/** A transfer window in a given year, as the feed shows it: all-day, first to last day. */
export type FeedWindow = DatedWindow & { id: string; league: string; name: string };

const EVENT_LENGTH_MINUTES = 60;

function plusMinutes(date: string, time: string, minutes: number): string {
  // Wall-clock arithmetic on the agency's local time: the TZID says which zone it is in.
  const value = new Date(`${date}T${time}:00Z`);
  value.setUTCMinutes(value.getUTCMinutes() + minutes);
  return value.toISOString().slice(0, 19);
}

/**
 * The agency's events as an iCalendar file for Google Calendar, Outlook or Apple Calendar: one VEVENT per event
 * with a stable UID, local times in the agency's zone (with its VTIMEZONE), the player in the description.
 * An event without an end time is taken to last an hour.
 */
export function buildIcsFeed(
  events: CalendarEvent[],
  timeZone: string,
  windows: FeedWindow[] = [],
  market: AgendaItem[] = [],
): string {
  const calendar = ical({ name: "Palco · Agenda", prodId: { company: "Palco", product: "Agenda" } });
  calendar.timezone({ name: timeZone, generator: getVtimezoneComponent });
  for (const event of events) {
    calendar.createEvent({
      id: `${event.id}@palco`,
      start: `${event.date}T${event.time}:00`,
      end: event.endTime
        ? `${event.date}T${event.endTime}:00`
        : plusMinutes(event.date, event.time, EVENT_LENGTH_MINUTES),
      timezone: timeZone,
      // A phone's calendar shows the title alone: whose event it is must be in it.
      summary: `${event.playerName} · ${event.title}`,
      location: event.location || undefined,
      description: `Jugador: ${event.playerName}\nTipo: ${event.type}\nEstado: ${event.status}`,
    });
  }
  for (const window of windows) {
    calendar.createEvent({
      id: `window-${window.id}-${window.startDate.slice(0, 4)}@palco`,
      allDay: true,
      start: window.startDate,
      // An all-day event ends the day after its last day.
      end: shiftDays(window.endDate, 1),
      summary: `${window.name} (${window.league})`,
      description: "Ventana de traspasos",
    });
  }
  // The market's dates (next steps, answers due, signings, contract starts) as all-day reminders.
  for (const item of market) {
    calendar.createEvent({
      id: `${item.id}@palco`,
      allDay: true,
      start: item.date,
      end: shiftDays(item.date, 1),
      summary: marketSummary(item),
      description: item.detail || undefined,
    });
  }
  return calendar.toString();
}

/**
 * An agenda title already says its kind ("Firma: …", "Cierra la ventana …"); a next step's is the agent's own words,
 * so it gets its kind. The player goes first when the title does not name them, as for events.
 */
function marketSummary(item: AgendaItem): string {
  const title = item.kind === "next-step" ? `${AGENDA_KIND_LABELS[item.kind]}: ${item.title}` : item.title;
  return item.playerName && !title.includes(item.playerName) ? `${item.playerName} · ${title}` : title;
}
