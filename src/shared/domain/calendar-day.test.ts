import { expect, it } from "vitest";
import { isoDayIn } from "./calendar-day";

it("gives the agency's day, not the server's, around midnight", () => {
  const madrid = isoDayIn("Europe/Madrid");
  expect(madrid(new Date("2026-03-11T23:30:00Z"))).toBe("2026-03-12");
  expect(madrid(new Date("2026-07-11T21:59:00Z"))).toBe("2026-07-11");
  expect(madrid(new Date("2026-07-11T22:00:00Z"))).toBe("2026-07-12");
  expect(isoDayIn("UTC")(new Date("2026-03-11T23:30:00Z"))).toBe("2026-03-11");
});
