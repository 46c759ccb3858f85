import ical, { type VEvent } from "node-ical";
import { describe, expect, it } from "vitest";

import { agencyToday } from "../../../shared/domain/calendar-day";
import type { TransferWindow } from "../../../shared/schemas/transfer-window";
import { useSignedInApp } from "../../test/signed-in-app";

type ErrorBody = { error: { fields?: Record<string, string> } };

describe("transfer windows", () => {
  const t = useSignedInApp({}, { sample: true });
  const list = async () =>
    ((await (await t.request("/api/transfer-windows")).json()) as { items: TransferWindow[] }).items;

  it("needs a session and starts with LaLiga's two windows of the sample", async () => {
    expect((await t.anonymous("/api/transfer-windows")).status).toBe(401);
    expect((await list()).map((window) => [window.league, window.name, window.startDay, window.endDay])).toEqual([
      ["LaLiga", "Mercado de invierno", "01-02", "02-02"],
      ["LaLiga", "Mercado de verano", "07-01", "09-01"],
    ]);
  });

  it("adds a window with Spanish validation, and removes it", async () => {
    const bad = await t.request("/api/transfer-windows", {
      method: "POST",
      json: { league: " ", name: "Verano", startDay: "02-30", endDay: "9-1" },
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as ErrorBody).error.fields).toEqual({
      league: "La liga es obligatoria",
      startDay: "Elige el día y el mes de inicio (en la API, MM-DD: 07-01)",
      endDay: "Elige el día y el mes de fin (en la API, MM-DD: 09-01)",
    });
    const created = await t.request("/api/transfer-windows", {
      method: "POST",
      json: { league: "Premier League", name: "Summer", startDay: "06-14", endDay: "09-01" },
    });
    expect(created.status).toBe(201);
    const window = (await created.json()) as TransferWindow;
    expect((await list()).map((item) => item.league)).toContain("Premier League");
    expect((await t.request(`/api/transfer-windows/${window.id}`, { method: "DELETE" })).status).toBe(204);
    expect((await t.request(`/api/transfer-windows/${window.id}`, { method: "DELETE" })).status).toBe(404);
  });

  it("puts each window in the calendar feed as all-day events, this year and the next", async () => {
    const { url } = (await (await t.request("/api/calendar/feed")).json()) as { url: string };
    const feed = ical.sync.parseICS(await (await t.app.request(url)).text());
    const windows = Object.values(feed)
      .filter((entry): entry is VEvent => entry?.type === "VEVENT")
      .filter((event) => String(event.summary).includes("LaLiga"));
    const year = Number(agencyToday().slice(0, 4));
    const summer = windows.find(
      (item) => item.summary === "Mercado de verano (LaLiga)" && item.start.getFullYear() === year + 1,
    );
    expect(summer?.datetype).toBe("date");
    expect([summer?.start.getMonth(), summer?.start.getDate()]).toEqual([6, 1]);
    // The all-day event ends the day after its last day (1 September).
    expect([summer?.end?.getMonth(), summer?.end?.getDate()]).toEqual([8, 2]);
  });
});
