import { describe, expect, it } from "vitest";

import { agencyToday, shiftDays, shiftMonths } from "../../../shared/domain/calendar-day";
import type { AlertList } from "../../../shared/schemas/alert";
import { useSignedInApp } from "../../test/signed-in-app";
import { wallClockIn } from "../../test/wall-clock";

const t = useSignedInApp();

const alerts = async () => (await (await t.request("/api/alerts")).json()) as AlertList;
const keysOf = async (kind: string) =>
  (await alerts()).items.filter((alert) => alert.kind === kind).map((alert) => alert.key);

describe("/api/alerts", () => {
  it("needs a session", async () => {
    expect((await t.anonymous("/api/alerts")).status).toBe(401);
    expect((await t.anonymous("/api/alerts/read", { method: "POST", json: { keys: ["x"] } })).status).toBe(401);
  });

  it("warns of contracts and renewals 29 and 30 days ahead, not 31 nor past ones", async () => {
    const today = agencyToday();
    const players = await Promise.all(
      [29, 30, 31, -1].map((days) =>
        t.make.player({ name: `Contrato ${days}`, contractUntil: shiftDays(today, days) }),
      ),
    );
    const brand = await t.make.brand();
    const renewals = await Promise.all(
      [29, 30, 31].map((days) =>
        t.make.deal(players[0]!.id, brand.id, {
          stage: "Activa",
          startDate: shiftDays(today, -300),
          renewDate: shiftDays(today, days),
        }),
      ),
    );
    const keys = await keysOf("contracts");
    expect(keys).toContain(`contract:${players[0]!.id}:${shiftDays(today, 29)}`);
    expect(keys).toContain(`contract:${players[1]!.id}:${shiftDays(today, 30)}`);
    expect(keys.some((key) => key.startsWith(`contract:${players[2]!.id}`))).toBe(false);
    expect(keys.some((key) => key.startsWith(`contract:${players[3]!.id}`))).toBe(false);
    expect(keys).toContain(`renewal:${renewals[0]!.id}:${shiftDays(today, 29)}`);
    expect(keys).toContain(`renewal:${renewals[1]!.id}:${shiftDays(today, 30)}`);
    expect(keys.some((key) => key.startsWith(`renewal:${renewals[2]!.id}`))).toBe(false);
    const alert = (await alerts()).items.find((item) => item.key.startsWith(`contract:${players[1]!.id}`));
    expect(alert).toMatchObject({
      title: "El contrato de Contrato 30 vence en 30 días",
      href: `/players/${players[1]!.id}/reputation`,
      read: false,
    });
  });

  it("the contract radar warns when a player enters the last six months of the contract, not a day before", async () => {
    const today = agencyToday();
    const inside = await t.make.player({ name: "Radar dentro", contractUntil: shiftMonths(today, 6) });
    const outside = await t.make.player({ name: "Radar fuera", contractUntil: shiftDays(shiftMonths(today, 6), 1) });
    const keys = await keysOf("contracts");
    expect(keys).toContain(`radar:${inside.id}:${shiftMonths(today, 6)}`);
    expect(keys.some((key) => key.startsWith(`radar:${outside.id}`))).toBe(false);
    const alert = (await alerts()).items.find((item) => item.key.startsWith(`radar:${inside.id}`));
    expect(alert).toMatchObject({
      title: "Radar dentro es libre para negociar con otros clubes",
      href: `/players/${inside.id}/reputation`,
    });
  });

  it("warns of events 23 hours ahead, not 25 hours ahead nor cancelled ones", async () => {
    const player = await t.make.player({ name: "Con Agenda" });
    const soon = await t.make.create<{ id: string }>("/api/events", {
      playerId: player.id,
      type: "Evento",
      title: "Firma de camisetas",
      ...wallClockIn(23),
    });
    const later = await t.make.create<{ id: string }>("/api/events", {
      playerId: player.id,
      type: "Partido",
      title: "Partido lejano",
      ...wallClockIn(25),
    });
    const cancelled = await t.make.create<{ id: string }>("/api/events", {
      playerId: player.id,
      type: "Evento",
      title: "Suspendido",
      status: "cancelado",
      ...wallClockIn(2),
    });
    const keys = await keysOf("events");
    expect(keys.some((key) => key.startsWith(`event:${soon.id}:`))).toBe(true);
    expect(keys.some((key) => key.startsWith(`event:${later.id}:`))).toBe(false);
    expect(keys.some((key) => key.startsWith(`event:${cancelled.id}:`))).toBe(false);
    const alert = (await alerts()).items.find((item) => item.key.startsWith(`event:${soon.id}:`));
    expect(alert?.title).toMatch(/^Firma de camisetas en 2[23] horas$/);
    expect(alert?.href).toBe(`/players/${player.id}/calendar`);
  });

  it("warns of negative news of the last week and of new prospects, and they go when the data changes", async () => {
    const today = agencyToday();
    const player = await t.make.player({ name: "En Portada" });
    const bad = await t.make.create<{ id: string }>("/api/news", {
      playerId: player.id,
      title: "Polémica",
      source: "Diario",
      date: today,
      sentiment: "negativo",
    });
    const old = await t.make.create<{ id: string }>("/api/news", {
      playerId: player.id,
      title: "Antigua",
      source: "Diario",
      date: shiftDays(today, -8),
      sentiment: "negativo",
    });
    const good = await t.make.create<{ id: string }>("/api/news", {
      playerId: player.id,
      title: "Elogios",
      source: "Diario",
      date: today,
      sentiment: "positivo",
    });
    const crisis = await keysOf("crisis");
    expect(crisis).toContain(`crisis:${bad.id}`);
    expect(crisis).not.toContain(`crisis:${old.id}`);
    expect(crisis).not.toContain(`crisis:${good.id}`);

    const prospect = await t.make.deal(player.id, (await t.make.brand()).id, { stage: "Prospect" });
    expect(await keysOf("opportunities")).toContain(`opportunity:${prospect.id}`);
    await t.request(`/api/deals/${prospect.id}`, { method: "PATCH", json: { stage: "Negociación" } });
    expect(await keysOf("opportunities")).not.toContain(`opportunity:${prospect.id}`);
    await t.request(`/api/news/${bad.id}`, { method: "PATCH", json: { sentiment: "neutral" } });
    expect(await keysOf("crisis")).not.toContain(`crisis:${bad.id}`);
  });

  it("warns of tasks for today and overdue ones, not later or done ones, and follows the Tareas switch", async () => {
    const today = agencyToday();
    const make = (title: string, dueDate: string) =>
      t.make.create<{ id: string; version: number }>("/api/tasks", { title, dueDate });
    const late = await make("Tarea atrasada", shiftDays(today, -2));
    const todays = await make("Tarea de hoy", today);
    await make("Tarea de mañana", shiftDays(today, 1));
    const done = await make("Tarea hecha", today);
    await t.request(`/api/tasks/${done.id}`, { method: "PATCH", json: { done: true } });

    const taskAlerts = (await alerts()).items.filter((alert) => alert.kind === "tasks");
    expect(taskAlerts.map((alert) => [alert.title, alert.detail, alert.key])).toEqual([
      ["Tarea vencida: Tarea atrasada", "Era para hace 2 días", `task:${late.id}:${shiftDays(today, -2)}`],
      ["Tarea para hoy: Tarea de hoy", "Hoy", `task:${todays.id}:${today}`],
    ]);
    expect(taskAlerts[0]?.href).toBe(`/tasks?abrir=${late.id}`);
    // Moved to another day, it is a new alert; ticked off, it goes.
    await t.request(`/api/tasks/${late.id}`, { method: "PATCH", json: { done: true } });
    expect(await keysOf("tasks")).toEqual([`task:${todays.id}:${today}`]);
    await t.request("/api/me/notifications", { method: "PATCH", json: { tasks: false } });
    expect(await keysOf("tasks")).toEqual([]);
    await t.request("/api/me/notifications", { method: "PATCH", json: { tasks: true } });
  });

  it("warns of mandates ending 29 and 30 days ahead (not 31) and of those pending FIFA registration after 14 days", async () => {
    const today = agencyToday();
    const mandate = async (startDate: string, endDate: string, fifaRegisteredAt: string | null = null) => {
      const player = await t.make.player();
      await t.make.create("/api/mandates", {
        playerId: player.id,
        startDate,
        endDate,
        commissionPercent: 5,
        annualRemuneration: 300_000,
        legalAdviceConfirmed: true,
        ...(fifaRegisteredAt ? { fifaRegisteredAt } : {}),
      });
      return player.name;
    };
    const ending = await Promise.all(
      [29, 30, 31].map((days) => mandate(shiftDays(today, -5), shiftDays(today, days), shiftDays(today, -4))),
    );
    const late = await mandate(shiftDays(today, -15), shiftDays(today, 300));
    const early = await mandate(shiftDays(today, -13), shiftDays(today, 300));
    const titles = (await alerts()).items.filter((alert) => alert.kind === "contracts").map((alert) => alert.title);
    expect(titles).toContain(`El mandato de ${ending[0]} termina en 29 días`);
    expect(titles).toContain(`El mandato de ${ending[1]} termina en 30 días`);
    expect(titles.some((title) => title.includes(ending[2]!))).toBe(false);
    expect(titles).toContain(`El mandato de ${late} está pendiente de registro en FIFA`);
    expect(titles.some((title) => title.includes(early))).toBe(false);
  });

  it("warns of each overdue commission instalment until it is paid, under the Cobros atrasados switch", async () => {
    const today = agencyToday();
    const [player, brand] = await Promise.all([t.make.player(), t.make.brand()]);
    await t.make.deal(player.id, brand.id, {
      stage: "Activa",
      fee: "120.000€",
      startDate: shiftDays(today, -200),
      renewDate: shiftDays(today, 165),
    });
    const ledger = (await (await t.request("/api/commissions?limit=200")).json()) as {
      items: { id: string; playerId: string | null; overdue: boolean; balance: number; dueDate: string }[];
    };
    const owed = ledger.items.filter((item) => item.playerId === player.id && item.overdue);
    expect(owed.length).toBeGreaterThan(0);
    const money = async () =>
      (await alerts()).items.filter((alert) => alert.kind === "money" && alert.title.includes(player.name));
    expect((await money()).map((alert) => alert.key).sort()).toEqual(
      owed.map((item) => `overdue:${item.id}:${item.dueDate}`).sort(),
    );
    expect((await money())[0]?.href).toBe("/commissions");
    // A deal's fee reads "Honorario", a quarter as the ledger writes it: never "fee" nor "2026-T3".
    for (const alert of await money()) expect(alert.detail).toMatch(/^(Honorario|T[1-4] \d{4}) · vencía el /);
    await t.request(`/api/commissions/${owed[0]!.id}/payments`, {
      method: "POST",
      json: { id: crypto.randomUUID(), paidOn: today, amount: owed[0]!.balance },
    });
    expect(await money()).toHaveLength(owed.length - 1);
    await t.request("/api/me/notifications", { method: "PATCH", json: { money: false } });
    expect(await money()).toHaveLength(0);
    await t.request("/api/me/notifications", { method: "PATCH", json: { money: true } });
  });

  it("follows the agent's switches", async () => {
    await t.request("/api/me/notifications", { method: "PATCH", json: { contracts: false } });
    expect(await keysOf("contracts")).toEqual([]);
    await t.request("/api/me/notifications", { method: "PATCH", json: { contracts: true } });
    expect((await keysOf("contracts")).length).toBeGreaterThan(0);
  });

  it("marks one alert, then all, as read; the count follows", async () => {
    const before = await alerts();
    expect(before.unread).toBe(before.total);
    const first = before.items[0]!;
    const read = await t.request("/api/alerts/read", { method: "POST", json: { keys: [first.key] } });
    expect(read.status).toBe(204);
    const after = await alerts();
    expect(after.unread).toBe(before.unread - 1);
    expect(after.items.find((alert) => alert.key === first.key)?.read).toBe(true);
    // Unread ones come first.
    expect(after.items.at(-1)?.key).toBe(first.key);

    expect((await t.request("/api/alerts/read-all", { method: "POST" })).status).toBe(204);
    expect((await alerts()).unread).toBe(0);
  });

  it("counts the unread for the badge up to ten, every source within the cap, and follows the reads", async () => {
    expect((await t.anonymous("/api/alerts/unread")).status).toBe(401);
    const unread = async () => ((await (await t.request("/api/alerts/unread")).json()) as { unread: number }).unread;
    expect(await unread()).toBe(0);
    const today = agencyToday();
    const first = await t.make.create<{ id: string }>("/api/tasks", { title: "Primera", dueDate: today });
    await t.make.player({ name: "Contrato corto", contractUntil: shiftDays(today, 10) });
    // The contract's alert and the radar's, and the task.
    expect(await unread()).toBe(3);
    expect((await alerts()).unread).toBe(3);
    await t.request("/api/alerts/read", { method: "POST", json: { keys: [`task:${first.id}:${today}`] } });
    expect(await unread()).toBe(2);
    for (let index = 0; index < 12; index += 1)
      await t.make.create("/api/tasks", { title: `Tarea ${index}`, dueDate: today });
    expect((await alerts()).unread).toBe(14);
    expect(await unread()).toBe(10);
    await t.request("/api/alerts/read-all", { method: "POST" });
    expect(await unread()).toBe(0);
  });

  it("refuses a malformed read request in Spanish", async () => {
    const response = await t.request("/api/alerts/read", { method: "POST", json: { keys: [] } });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { message: "Envía al menos una alerta" } });
  });
});
