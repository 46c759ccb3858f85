// The calendar's days as the browser draws them: "2026-03-12" and the local Date of that day, both ways.

const pad = (value: number) => String(value).padStart(2, "0");

/** The local day of a Date as "YYYY-MM-DD". */
export const isoOf = (day: Date) => `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;

/** Midnight of "YYYY-MM-DD" where the agent is (not UTC). */
export const dayOf = (iso: string) => {
  const [year, month, day] = iso.split("-").map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
};
