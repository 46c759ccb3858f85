import ical, { type VEvent } from "node-ical";
import { expect, it } from "vitest";

import { agencyToday, shiftDays } from "../../../shared/domain/calendar-day";
import type { CalendarEvent } from "../../../shared/schemas/event";
import { useSignedInApp } from "../../test/signed-in-app";

const t = useSignedInApp();

const feedUrl = async () => ((await (await t.request("/api/calendar/feed")).json()) as { url: string }).url;
const fetchFeed = (url: string) => t.app.request(url);

it("gives an absolute .ics URL that works without a session and lists every event in Madrid time", async () => {
  const f = t.make;
  const player = await f.player({ name: "Álvaro Martín" });
  const match = await f.create<CalendarEvent>("/api/events", {
    playerId: player.id,
    type: "Partido",
    title: "Derbi, 1ª vuelta",
    date: "2030-03-12",
    time: "21:00",
    location: "Estadio Central",
  });
  await f.create("/api/events", {
    playerId: player.id,
    type: "Sesión de fotos",
    title: "Sesión",
    date: "2030-07-01",
    time: "10:30",
    endTime: "12:15",
  });

  const url = await feedUrl();
  expect(url).toMatch(/^http:\/\/localhost:3000\/api\/calendar\/ics\/[A-Za-z0-9_-]{43}\.ics$/);
  expect(await feedUrl()).toBe(url);

  const response = await fetchFeed(url);
  expect(response.status).toBe(200);
  expect(response.headers.get("Content-Type")).toContain("text/calendar");
  const text = await response.text();
  expect(text).toContain("BEGIN:VTIMEZONE");
  expect(text).toContain("DTSTART;TZID=Europe/Madrid:20300312T210000");

  const parsed = Object.values(ical.sync.parseICS(text)).filter((entry): entry is VEvent => entry?.type === "VEVENT");
  expect(parsed).toHaveLength(2);
  const derbi = parsed.find((event) => event.uid === `${match.id}@palco`);
  // Whose event it is reads in the title a phone shows.
  expect(derbi?.summary).toBe("Álvaro Martín · Derbi, 1ª vuelta");
  expect(derbi?.location).toBe("Estadio Central");
  expect(derbi?.description).toContain("Jugador: Álvaro Martín");
  // 21:00 in Madrid in March (winter time, UTC+1) is 20:00 UTC.
  expect(derbi?.start.toISOString()).toBe("2030-03-12T20:00:00.000Z");
  expect(derbi?.end?.toISOString()).toBe("2030-03-12T21:00:00.000Z");
  // Summer time (UTC+2), and an event with its own end lasts until then (no end: an hour).
  const session = parsed.find((event) => event.summary === "Álvaro Martín · Sesión");
  expect(session?.start.toISOString()).toBe("2030-07-01T08:30:00.000Z");
  expect(session?.end?.toISOString()).toBe("2030-07-01T10:15:00.000Z");
});

it("stops answering the old URL once the feed is rotated, and stores only hashes", async () => {
  const old = await feedUrl();
  const rotated = await t.request("/api/calendar/feed/rotate", { method: "POST", json: {} });
  expect(rotated.status).toBe(200);
  const { url } = (await rotated.json()) as { url: string };
  expect(url).not.toBe(old);
  expect((await fetchFeed(old)).status).toBe(404);
  expect((await fetchFeed(url)).status).toBe(200);

  const token = url.split("/").pop()?.replace(".ics", "") ?? "";
  const stored = await t.database.pool.query("select nonce, token_hash from calendar_feeds");
  expect(stored.rows).toHaveLength(1);
  expect(JSON.stringify(stored.rows)).not.toContain(token);
});

it("leaves exactly one working URL after ten rotations at once", async () => {
  const answers = await Promise.all(
    Array.from({ length: 10 }, () => t.request("/api/calendar/feed/rotate", { method: "POST", json: {} })),
  );
  const urls = await Promise.all(answers.map(async (answer) => ((await answer.json()) as { url: string }).url));
  const working = [];
  for (const url of urls) if ((await fetchFeed(url)).status === 200) working.push(url);
  expect(working).toHaveLength(1);
  expect((await t.database.pool.query("select 1 from calendar_feeds")).rowCount).toBe(1);
});

it("answers 404 to an unknown or malformed token, and needs a session for the URL itself", async () => {
  expect((await fetchFeed("http://localhost:3000/api/calendar/ics/inventado.ics")).status).toBe(404);
  expect((await fetchFeed("http://localhost:3000/api/calendar/ics/nada")).status).toBe(404);
  expect((await t.anonymous("/api/calendar/feed")).status).toBe(401);
  expect((await t.anonymous("/api/calendar/feed/rotate", { method: "POST", json: {} })).status).toBe(401);
});

it("counts all events and those from today on", async () => {
  const counted = (await (await t.request("/api/events/count")).json()) as {
    total: number;
    upcoming: number;
  };
  const f = t.make;
  const player = await f.player();
  await f.create("/api/events", {
    playerId: player.id,
    type: "Evento",
    title: "Pasado",
    date: "2020-01-01",
    time: "10:00",
  });
  await f.create("/api/events", {
    playerId: player.id,
    type: "Evento",
    title: "Futuro",
    date: "2030-01-01",
    time: "10:00",
  });
  expect(await (await t.request("/api/events/count")).json()).toEqual({
    total: counted.total + 2,
    upcoming: counted.upcoming + 1,
  });
  expect((await t.anonymous("/api/events/count")).status).toBe(401);
});

it("carries the market's coming dates (a next step, an answer due) as all-day reminders", async () => {
  const club = await t.make.create<{ id: string }>("/api/clubs", { name: "Club del Feed", country: "España" });
  const inTen = shiftDays(agencyToday(), 10);
  await t.make.create("/api/contact-log", {
    date: agencyToday(),
    channel: "llamada",
    clubId: club.id,
    summary: "Llamada",
    nextStep: "Enviar el informe médico",
    nextStepOn: inTen,
  });
  // Too far ahead for the feed's twelve weeks.
  await t.make.create("/api/contact-log", {
    date: agencyToday(),
    channel: "email",
    clubId: club.id,
    summary: "Correo",
    nextStep: "Revisar en primavera",
    nextStepOn: shiftDays(agencyToday(), 200),
  });
  const text = await (await fetchFeed(await feedUrl())).text();
  const reminders = Object.values(ical.sync.parseICS(text)).filter(
    (entry): entry is VEvent => entry?.type === "VEVENT" && String(entry.uid).startsWith("next-step:"),
  );
  expect(reminders.map((event) => event.summary)).toEqual(["Próximo paso: Enviar el informe médico"]);
  expect(reminders[0]?.datetype).toBe("date");
});

it("carries an option's notice day as an all-day reminder naming the player", async () => {
  const player = await t.make.player({ name: "Iker Aviso" });
  const club = await t.make.create<{ id: string }>("/api/clubs", { name: "Club Aviso", country: "España" });
  const noticeBy = shiftDays(agencyToday(), 20);
  await t.make.create(`/api/players/${player.id}/contracts`, {
    clubId: club.id,
    startDate: shiftDays(agencyToday(), -400),
    endDate: shiftDays(agencyToday(), 300),
    seasons: [{ season: "2025/26", salary: 300_000 }],
    options: [{ holder: "club", noticeBy, extendsTo: shiftDays(agencyToday(), 665) }],
  });
  const text = await (await fetchFeed(await feedUrl())).text();
  const notices = Object.values(ical.sync.parseICS(text)).filter(
    (entry): entry is VEvent => entry?.type === "VEVENT" && String(entry.uid).startsWith("option:"),
  );
  expect(notices.map((event) => event.summary)).toEqual(["Iker Aviso · Aviso de opción: Club Aviso"]);
  expect(notices[0]?.datetype).toBe("date");
});

it("titles a signing once, and names the player of an answer due", async () => {
  const player = await t.make.player({ name: "Nico Calendario" });
  const club = await t.make.create<{ id: string }>("/api/clubs", { name: "Club Firma Feed", country: "España" });
  await t.make.create("/api/mandates", {
    playerId: player.id,
    startDate: shiftDays(agencyToday(), -30),
    endDate: shiftDays(agencyToday(), 300),
    commissionPercent: 3,
    legalAdviceConfirmed: true,
  });
  await t.make.create("/api/operations", {
    playerId: player.id,
    type: "Renovación",
    clubId: club.id,
    stage: "Firmada",
    signedOn: shiftDays(agencyToday(), 5),
    agentFeeAmount: "30.000€",
  });
  const offered = await t.make.create<{ id: string }>("/api/operations", {
    playerId: player.id,
    type: "Traspaso",
    clubId: club.id,
    stage: "Oferta",
  });
  await t.make.create(`/api/operations/${offered.id}/offers`, {
    date: agencyToday(),
    direction: "recibida",
    years: 2,
    state: "pendiente",
    respondBy: shiftDays(agencyToday(), 3),
  });
  const text = await (await fetchFeed(await feedUrl())).text();
  const summaries = Object.values(ical.sync.parseICS(text))
    .filter((entry): entry is VEvent => entry?.type === "VEVENT")
    .map((event) => String(event.summary));
  // Found as "Firma: Firma: …", and market items without the player's name.
  expect(summaries).toContain("Firma: Renovación de Nico Calendario");
  expect(summaries).toContain("Nico Calendario · Respuesta a la oferta recibida: Club Firma Feed");
  expect(summaries.filter((summary) => summary.includes("Firma: Firma"))).toEqual([]);
});
