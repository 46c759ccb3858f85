import { describe, expect, it } from "vitest";

import { eventDurationMinutes, formatDuration, formatEventTimes } from "./event-times";

describe("event times", () => {
  it("measures an event from its start to its end, the same day", () => {
    expect(eventDurationMinutes("10:00", "11:30")).toBe(90);
    expect(eventDurationMinutes("23:15", "23:59")).toBe(44);
    expect(eventDurationMinutes("10:00", null)).toBeNull();
    expect(eventDurationMinutes("10:00", "10:00")).toBeNull();
  });

  it("says a length in hours and minutes", () => {
    expect(formatDuration(45)).toBe("45 min");
    expect(formatDuration(60)).toBe("1 h");
    expect(formatDuration(135)).toBe("2 h 15 min");
  });

  it("shows the start alone, or the range with its length", () => {
    expect(formatEventTimes("18:00", null)).toBe("18:00");
    expect(formatEventTimes("10:00", "11:30")).toBe("10:00–11:30 · 1 h 30 min");
  });
});
