import { daysFrom, MONTH_NAMES, shiftDays } from "./calendar-day";
import { withoutAccents } from "./plain-text";

/** A transfer window repeats every year between two month-days ("07-01" to "09-01"); it may cross New Year. */
export type YearlyWindow = { startDay: string; endDay: string };
export type DatedWindow = { startDate: string; endDate: string };

const MONTH_DAY = /^(\d{2})-(\d{2})$/;
export const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** "07-01" is a month-day; "02-29" is one too (the window then starts on 1 March in other years). */
export function isMonthDay(value: string): boolean {
  const match = MONTH_DAY.exec(value);
  if (!match) return false;
  const month = Number(match[1]);
  const day = Number(match[2]);
  return month >= 1 && month <= 12 && day >= 1 && day <= DAYS_IN_MONTH[month - 1]!;
}

function dateIn(year: number, monthDay: string): string {
  const [month, day] = monthDay.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
}

/** The dated windows that share a day with [from, to], earliest first. */
export function windowOccurrences(window: YearlyWindow, from: string, to: string): DatedWindow[] {
  const crossesYear = window.endDay < window.startDay;
  const occurrences: DatedWindow[] = [];
  for (let year = Number(from.slice(0, 4)) - 1; year <= Number(to.slice(0, 4)); year++) {
    const startDate = dateIn(year, window.startDay);
    const endDate = dateIn(crossesYear ? year + 1 : year, window.endDay);
    if (startDate <= to && endDate >= from) occurrences.push({ startDate, endDate });
  }
  return occurrences;
}

/** Leagues match ignoring accents, case and spaces around: "laliga" is "LaLiga". */
export const sameLeague = (a: string, b: string) => withoutAccents(a.trim()) === withoutAccents(b.trim());

/** Whether `day` falls within one of the windows (of one league). */
export const withinWindows = (windows: readonly YearlyWindow[], day: string) =>
  windows.some((window) => windowOccurrences(window, day, day).length > 0);

export type LeagueWindow = { name: string; startDate: string; endDate: string; open: boolean };

/**
 * A league's windows as a club page shows them: each one's current or next dates from `today`, open ones first,
 * then by start. Leagues match ignoring accents, case and spaces around ("laliga" is "LaLiga").
 */
export function windowsOfLeague(
  windows: readonly (YearlyWindow & { league: string; name: string })[],
  league: string,
  today: string,
): LeagueWindow[] {
  return windows
    .filter((window) => sameLeague(window.league, league))
    .flatMap((window) => {
      const next = windowOccurrences(window, today, shiftDays(today, 366))[0];
      return next ? [{ name: window.name, ...next, open: next.startDate <= today }] : [];
    })
    .sort((a, b) => Number(b.open) - Number(a.open) || a.startDate.localeCompare(b.startDate));
}

export type WindowChange = { league: string; name: string; open: boolean; date: string; days: number };

/**
 * The market's next turn, for the dashboard: the open window that closes first (its last day and the days left),
 * or, with none open, the one that opens next. Null without windows.
 */
export function nextWindowChange(
  windows: readonly (YearlyWindow & { league: string; name: string })[],
  today: string,
): WindowChange | null {
  const dated = windows.flatMap((window) =>
    windowOccurrences(window, today, shiftDays(today, 366)).map((dates) => ({ ...window, ...dates })),
  );
  const open = dated.filter((window) => window.startDate <= today).sort((a, b) => a.endDate.localeCompare(b.endDate));
  const first = open[0];
  if (first)
    return {
      league: first.league,
      name: first.name,
      open: true,
      date: first.endDate,
      days: daysFrom(today, first.endDate),
    };
  const next = dated.sort((a, b) => a.startDate.localeCompare(b.startDate))[0];
  return next
    ? { league: next.league, name: next.name, open: false, date: next.startDate, days: daysFrom(today, next.startDate) }
    : null;
}

/** The leagues that have windows, each once: what a club's league is offered from. */
export const leaguesOf = (windows: readonly { league: string }[]) => [
  ...new Set(windows.map((window) => window.league)),
];

/** "07-01" -> "1 de julio": a yearly day as the agent says it. */
export function formatMonthDay(monthDay: string): string {
  const [month, day] = monthDay.split("-").map(Number) as [number, number];
  return `${day} de ${MONTH_NAMES[month - 1]}`;
}
