import { expect, it } from "vitest";

import {
  agencyTimeZone,
  agencyToday,
  daysFrom,
  DEFAULT_TIME_ZONE,
  isoDayIn,
  monthStartOf,
  setAgencyTimeZone,
} from "./calendar-day";

it("gives the agency's day, not the server's, around midnight", () => {
  const madrid = isoDayIn("Europe/Madrid");
  expect(madrid(new Date("2026-03-11T23:30:00Z"))).toBe("2026-03-12");
  expect(madrid(new Date("2026-07-11T21:59:00Z"))).toBe("2026-07-11");
  expect(madrid(new Date("2026-07-11T22:00:00Z"))).toBe("2026-07-12");
  expect(isoDayIn("UTC")(new Date("2026-03-11T23:30:00Z"))).toBe("2026-03-11");
});

it("keeps one agency time zone for every 'today' in the process, Madrid until told otherwise", () => {
  const nearMidnight = new Date("2026-01-01T23:30:00Z");
  try {
    expect(agencyTimeZone()).toBe(DEFAULT_TIME_ZONE);
    expect(agencyToday(nearMidnight)).toBe("2026-01-02");
    setAgencyTimeZone("America/Mexico_City");
    expect(agencyTimeZone()).toBe("America/Mexico_City");
    expect(agencyToday(nearMidnight)).toBe("2026-01-01");
  } finally {
    setAgencyTimeZone(DEFAULT_TIME_ZONE);
  }
});

it("counts whole days between ISO days, backwards too, and finds a month's first day", () => {
  expect(daysFrom("2026-03-28", "2026-03-30")).toBe(2);
  // The change to summer time does not make a day shorter.
  expect(daysFrom("2026-03-28", "2026-04-01")).toBe(4);
  expect(daysFrom("2026-04-01", "2026-03-28")).toBe(-4);
  expect(daysFrom("2026-12-31", "2027-01-01")).toBe(1);
  expect(monthStartOf("2026-02-28")).toBe("2026-02-01");
});
