/**
 * "Today" as the agency lives it: a function giving the ISO day ("2026-03-12") in `timeZone` for an instant.
 * Building the formatter costs far more than using it, so it is built once per zone.
 */
export function isoDayIn(timeZone: string): (now?: Date) => string {
  const format = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
  return (now = new Date()) => format.format(now);
}
