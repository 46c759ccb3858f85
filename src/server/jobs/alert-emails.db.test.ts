import { afterAll, beforeAll, describe, expect, it } from "vitest";
import webpush from "web-push";

import { agencyTimeZone, agencyToday, shiftDays } from "../../shared/domain/calendar-day";
import { createMailer } from "../mail/mailer";
import { AEAT_SERVICE_URLS } from "../modules/verifactu";
import { createPusher } from "../push/pusher";
import { playerSession } from "../test/player-session";
import { useSignedInApp } from "../test/signed-in-app";
import { startSmtpCatcher } from "../test/smtp-catcher";
import { TEST_AGENT, TEST_ORIGIN } from "../test/test-app";
import { wallClockIn } from "../test/wall-clock";
import { sweepAlertEmails } from "./alert-emails";
import { startJobs } from "./jobs";

// Sending stays off in these databases: the VERI*FACTU job runs and finds nothing to do.
const VERIFACTU_OFF = { url: AEAT_SERVICE_URLS.test, secret: "test-secret" };

let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
});
afterAll(() => smtp.close());

const pusher = createPusher({ keys: webpush.generateVAPIDKeys() });
const clock = () => ({ today: agencyToday(), now: new Date(), timeZone: agencyTimeZone() });

describe("alerts by email", () => {
  const t = useSignedInApp();
  const mailer = () => createMailer({ smtpUrl: smtp.url, from: "avisos@palco.test" });
  const sweep = () => sweepAlertEmails(t.database.db, mailer(), TEST_ORIGIN, clock());
  const task = (title: string) => t.make.create<{ id: string }>("/api/tasks", { title, dueDate: agencyToday() });

  it("sends nothing for kinds the agent keeps in the app only", async () => {
    await task("Solo en la app");
    expect(await sweep()).toBe(0);
    expect(smtp.received).toHaveLength(0);
  });

  it("sends each fact once, also when two processes sweep at the same time", async () => {
    const saved = await t.request("/api/me/alert-email", { method: "PATCH", json: { tasks: true } });
    expect((await saved.json()) as Record<string, boolean>).toMatchObject({ tasks: true, crisis: false });
    // Turned on, the tasks already due go out once, in one email.
    expect(await sweep()).toBe(1);
    expect(smtp.received.at(-1)!.subject).toBe("Palco: Tarea para hoy: Solo en la app");
    expect(await sweep()).toBe(0);

    const first = await task("Llamar a Zenit");
    const second = await task("Firmar el anexo");
    const sent = await Promise.all([sweep(), sweep()]);
    expect(sent.sort()).toEqual([0, 2]);
    const mail = smtp.received.at(-1)!;
    expect(mail.subject).toBe("Palco: 2 avisos nuevos");
    expect(mail.to && "text" in mail.to ? mail.to.text : "").toBe(TEST_AGENT.email);
    expect(mail.text).toContain(`${TEST_ORIGIN}/tasks?abrir=${first.id}`);
    expect(mail.text).toContain(`${TEST_ORIGIN}/tasks?abrir=${second.id}`);
    expect(mail.html).toContain("Tarea para hoy: Firmar el anexo");
    expect(smtp.received).toHaveLength(2);
  });

  it("sends each SPEC alert at its lead time, once: contracts at 29 and 30 days (not 31), events at 23 h (not 25 h)", async () => {
    await t.request("/api/me/alert-email", {
      method: "PATCH",
      json: { tasks: false, crisis: true, contracts: true, opportunities: true, events: true },
    });
    const today = agencyToday();
    for (const days of [29, 30, 31])
      await t.make.player({ name: `Contrato ${days}`, contractUntil: shiftDays(today, days) });
    const player = await t.make.player({ name: "Con Agenda" });
    for (const [hours, title] of [
      [23, "Firma de camisetas"],
      [25, "Partido lejano"],
    ] as const)
      await t.make.create("/api/events", { playerId: player.id, type: "Evento", title, ...wallClockIn(hours) });
    await t.make.create("/api/news", {
      playerId: player.id,
      title: "Polémica",
      source: "Diario",
      date: today,
      sentiment: "negativo",
    });
    await t.make.deal(player.id, (await t.make.brand({ name: "Marca Nueva" })).id, { stage: "Prospect" });

    // Five facts, and the radar's "libre para negociar" for each of the three players within six months.
    expect(await sweep()).toBe(8);
    const { text } = smtp.received.at(-1)!;
    for (const expected of [
      "El contrato de Contrato 29 vence en 29 días",
      "El contrato de Contrato 30 vence en 30 días",
      "Firma de camisetas en 2",
      "Polémica",
      "Marca Nueva",
    ])
      expect(text).toContain(expected);
    expect(text).toContain("Contrato 31 es libre para negociar con otros clubes");
    expect(text).not.toContain("Contrato 31 vence");
    expect(text).not.toContain("Partido lejano");
    expect(await sweep()).toBe(0);
    await t.request("/api/me/alert-email", {
      method: "PATCH",
      json: { tasks: true, crisis: false, contracts: false, opportunities: false, events: false },
    });
  });

  it("keeps a failed send for the next sweep and says why in Configuración", async () => {
    await task("Tras el fallo");
    const broken = createMailer({ smtpUrl: "smtp://127.0.0.1:1", from: "avisos@palco.test" });
    await expect(sweepAlertEmails(t.database.db, broken, TEST_ORIGIN, clock())).rejects.toThrow();
    const status = (await (await t.request("/api/mail")).json()) as { lastError: { message: string } | null };
    expect(status.lastError?.message).toBeTruthy();
    // Nothing was claimed: the working server gets it.
    expect(await sweep()).toBe(1);
    expect(smtp.received.at(-1)!.subject).toBe("Palco: Tarea para hoy: Tras el fallo");
  });

  it("emails a player's answer from their app, with their comment, when the agent asks for it", async () => {
    await t.request("/api/me/alert-email", { method: "PATCH", json: { approvals: true } });
    const player = await t.make.player({ name: "Leire Responde" });
    const phone = await playerSession(t, t.cookie, player.id);
    const asked = await t.make.create<{ id: string }>("/api/approvals", {
      playerId: player.id,
      kind: "photo_session",
      title: "Sesión de fotos con Velocis",
    });
    const answered = await t.request(`/api/approvals/${asked.id}`, {
      method: "PATCH",
      cookie: phone,
      json: { status: "approved", comment: "Perfecto, allí estaré" },
    });
    expect(answered.status).toBe(200);
    expect(await sweep()).toBe(1);
    const mail = smtp.received.at(-1)!;
    expect(mail.subject).toBe("Palco: Leire Responde ha aprobado: Sesión de fotos con Velocis");
    expect(mail.text).toContain("«Perfecto, allí estaré»");
    expect(mail.text).toContain(`${TEST_ORIGIN}/mobile/approvals?jugador=${player.id}`);
    expect(await sweep()).toBe(0);
    await t.request("/api/me/alert-email", { method: "PATCH", json: { approvals: false } });
  });

  it("sends the daily summary once a day, from the hour the agent chose", async () => {
    const refused = await t.request("/api/me/digest", { method: "PUT", json: { hour: 24 } });
    expect(refused.status).toBe(400);
    const hourNow = Number(
      new Intl.DateTimeFormat("en-GB", { timeZone: agencyTimeZone(), hour: "2-digit", hourCycle: "h23" }).format(
        new Date(),
      ),
    );
    const digests = () => smtp.received.filter((mail) => mail.subject === "Palco: tu resumen de hoy");
    if (hourNow < 23) {
      // Not yet its hour: nothing.
      await t.request("/api/me/digest", { method: "PUT", json: { hour: hourNow + 1 } });
      await sweep();
      expect(digests()).toHaveLength(0);
    }
    const saved = await t.request("/api/me/digest", { method: "PUT", json: { hour: hourNow } });
    expect(await saved.json()).toEqual({ hour: hourNow });
    await sweep();
    await sweep();
    expect(digests()).toHaveLength(1);
    const digest = digests()[0]!;
    expect(digest.text).toContain(`Hola, ${TEST_AGENT.name}:`);
    expect(digest.text).toMatch(/Tareas: \d+ para hoy, \d+ vencidas?\./);
    expect(digest.text).toContain(`${TEST_ORIGIN}/dashboard`);
    await t.request("/api/me/digest", { method: "PUT", json: { hour: null } });
  });

  it("runs the sweep as a job in PostgreSQL, once, whichever of two processes picks it", async () => {
    await task("Desde la cola");
    const before = smtp.received.length;
    const [one, two] = await Promise.all(
      [0, 1].map(() =>
        startJobs({
          pool: t.database.pool,
          db: t.database.db,
          mailer: mailer(),
          pusher,
          publicUrl: TEST_ORIGIN,
          verifactu: VERIFACTU_OFF,
        }),
      ),
    );
    try {
      await one!.sweepNow();
      await two!.sweepNow();
      await expect.poll(() => smtp.received.length, { timeout: 15_000 }).toBe(before + 1);
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(smtp.received.length).toBe(before + 1);
      expect(smtp.received.at(-1)!.subject).toBe("Palco: Tarea para hoy: Desde la cola");
    } finally {
      await Promise.all([one!.stop(), two!.stop()]);
    }
  });
});
