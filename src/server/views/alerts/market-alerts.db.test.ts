import { describe, expect, it } from "vitest";

import { agencyToday, shiftDays } from "../../../shared/domain/calendar-day";
import type { Alert, AlertList } from "../../../shared/schemas/alert";
import type { Club } from "../../../shared/schemas/club";
import type { ContactLogEntry } from "../../../shared/schemas/contact-log";
import type { Offer } from "../../../shared/schemas/offer";
import type { Operation } from "../../../shared/schemas/operation";
import { useSignedInApp } from "../../test/signed-in-app";

describe("the bell's market alerts", () => {
  const t = useSignedInApp();
  const today = agencyToday();
  let counter = 0;
  const market = async (): Promise<Alert[]> =>
    ((await (await t.request("/api/alerts?limit=50")).json()) as AlertList).items.filter(
      (alert) => alert.kind === "market",
    );
  const club = (league?: string) =>
    t.make.create<Club>("/api/clubs", { name: `Club Campana ${++counter}`, country: "España", league });
  const openOperation = async (league?: string) => {
    const player = await t.make.player();
    const destination = await club(league);
    const operation = await t.make.create<Operation>("/api/operations", {
      playerId: player.id,
      type: "Traspaso",
      clubId: destination.id,
    });
    return { player, destination, operation };
  };

  it("rings for a next step due today, tomorrow or overdue, and stops once it is done", async () => {
    const { destination } = await openOperation();
    const log = (nextStepOn: string, nextStep: string) =>
      t.make.create<ContactLogEntry>("/api/contact-log", {
        date: shiftDays(today, -3),
        channel: "llamada",
        clubId: destination.id,
        summary: "Llamada",
        nextStep,
        nextStepOn,
      });
    const tomorrow = await log(shiftDays(today, 1), "Enviar la oferta");
    await log(shiftDays(today, 2), "Llamar al presidente");
    const late = await log(shiftDays(today, -3), "Mandar vídeos");
    const titles = (await market()).map((alert) => alert.title);
    expect(titles).toContain("Próximo paso mañana: Enviar la oferta");
    expect(titles).toContain("Próximo paso venció hace 3 días: Mandar vídeos");
    expect(titles.join()).not.toContain("Llamar al presidente");
    expect((await market()).find((alert) => alert.title.endsWith("Enviar la oferta"))).toMatchObject({
      href: `/clubs/${destination.id}`,
      detail: destination.name,
    });

    await t.request(`/api/contact-log/${late.id}`, { method: "PATCH", json: { nextStepDone: true } });
    expect((await market()).map((alert) => alert.title)).not.toContain(
      "Próximo paso venció hace 3 días: Mandar vídeos",
    );
    // Moving the step to another day is a new alert, even if the old one was read.
    const [first] = (await market()).filter((alert) => alert.title.endsWith("Enviar la oferta"));
    await t.request("/api/alerts/read", { method: "POST", json: { keys: [first?.key] } });
    await t.request(`/api/contact-log/${tomorrow.id}`, { method: "PATCH", json: { nextStepOn: today } });
    expect((await market()).find((alert) => alert.title === "Próximo paso hoy: Enviar la oferta")?.read).toBe(false);
  });

  it("rings for an offer unanswered for a week or past its answer day, while the operation is open", async () => {
    const { operation, player } = await openOperation();
    const offer = (json: Record<string, unknown>) =>
      t.make.create<Offer>(`/api/operations/${operation.id}/offers`, { direction: "enviada", ...json });
    await offer({ date: shiftDays(today, -7) });
    await offer({ date: shiftDays(today, -6) });
    await offer({ date: shiftDays(today, -2), respondBy: shiftDays(today, -1) });
    await offer({ date: shiftDays(today, -10), state: "rechazada" });
    const offers = (await market()).filter((alert) => alert.href === `/operations/${operation.id}`);
    expect(offers).toHaveLength(2);
    expect(offers[0]?.title).toBe(`Oferta enviada sin respuesta: ${operation.clubName} · ${player.name}`);

    await t.request(`/api/operations/${operation.id}`, {
      method: "PATCH",
      json: { stage: "Caída", lostReason: "El club no respondió" },
    });
    expect((await market()).filter((alert) => alert.href === `/operations/${operation.id}`)).toEqual([]);
  });

  it("rings for a window closing within a week while its league has open operations", async () => {
    const league = `Liga Campana ${++counter}`;
    const monthDay = (days: number) => shiftDays(today, days).slice(5);
    await t.make.create("/api/transfer-windows", {
      league,
      name: "Invierno",
      startDay: monthDay(-20),
      endDay: monthDay(5),
    });
    const windowAlert = async () => (await market()).find((alert) => alert.title.includes(league));
    expect(await windowAlert()).toBeUndefined();
    await openOperation(league.toLowerCase());
    expect(await windowAlert()).toMatchObject({
      title: `La ventana ${league} · Invierno cierra en 5 días`,
      detail: "1 operación abierta con clubes de esa liga",
      at: shiftDays(today, 5),
    });
    // The switch in Configuración silences the whole kind.
    await t.request("/api/me/notifications", { method: "PATCH", json: { market: false } });
    expect(await market()).toEqual([]);
    await t.request("/api/me/notifications", { method: "PATCH", json: { market: true } });
  });
});
