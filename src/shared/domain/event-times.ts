// An event's hours as the agenda shows them: its start, and its end and length when it has one.

const minutesOf = (time: string) => {
  const [hours, minutes] = time.split(":").map(Number) as [number, number];
  return hours * 60 + minutes;
};

/** How long an event lasts, in minutes; null without an end (or with one that is not after the start). */
export function eventDurationMinutes(time: string, endTime: string | null): number | null {
  if (!endTime) return null;
  const length = minutesOf(endTime) - minutesOf(time);
  return length > 0 ? length : null;
}

/** "45 min", "1 h", "2 h 15 min". */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** "10:00" without an end; "10:00–11:30 · 1 h 30 min" with one. */
export function formatEventTimes(time: string, endTime: string | null): string {
  const length = eventDurationMinutes(time, endTime);
  return length === null ? time : `${time}–${endTime} · ${formatDuration(length)}`;
}
