import { describe, expect, it } from "vitest";

import type { Agenda } from "../../../shared/schemas/agenda";
import type { Club } from "../../../shared/schemas/club";
import type { Operation } from "../../../shared/schemas/operation";
import { useSignedInApp } from "../../test/signed-in-app";

type ErrorBody = { error: { fields?: Record<string, string> } };

describe("/api/agenda", () => {
  const t = useSignedInApp();
  const read = async (from: string, to: string) =>
    (await (await t.request(`/api/agenda?from=${from}&to=${to}`)).json()) as Agenda;
  const agenda = async (from: string, to: string) => (await read(from, to)).items;

  it("needs a session and a valid range, in Spanish", async () => {
    expect((await t.anonymous("/api/agenda?from=2031-03-01&to=2031-03-31")).status).toBe(401);
    const backwards = await t.request("/api/agenda?from=2031-03-31&to=2031-03-01");
    expect(backwards.status).toBe(400);
    expect(((await backwards.json()) as ErrorBody).error.fields).toEqual({
      to: "El último día no puede ser anterior al primero",
    });
    const tooLong = await t.request("/api/agenda?from=2031-01-01&to=2031-12-31");
    expect(((await tooLong.json()) as ErrorBody).error.fields).toEqual({ to: "Como máximo 93 días de una vez" });
  });

  it("lists the market's dates of a month: next steps, answers due, signings, starts and window closings", async () => {
    const player = await t.make.player();
    await t.make.create("/api/mandates", {
      playerId: player.id,
      startDate: "2025-01-01",
      endDate: "2026-12-31",
      commissionPercent: 3,
      legalAdviceConfirmed: true,
    });
    const club = await t.make.create<Club>("/api/clubs", { name: "Club Agenda", country: "Italia", league: "Serie A" });
    await t.make.create("/api/transfer-windows", {
      league: "Liga Agenda",
      name: "Invierno",
      startDay: "01-02",
      endDay: "03-20",
    });
    const open = await t.make.create<Operation>("/api/operations", {
      playerId: player.id,
      type: "Cesión",
      clubId: club.id,
      startDate: "2031-03-15",
    });
    await t.make.create(`/api/operations/${open.id}/offers`, {
      date: "2031-03-01",
      direction: "recibida",
      respondBy: "2031-03-08",
    });
    await t.make.create("/api/contact-log", {
      date: "2031-03-01",
      channel: "WhatsApp",
      operationId: open.id,
      summary: "Piden informes médicos",
      nextStep: "Enviar informes",
      nextStepOn: "2031-03-04",
    });
    await t.make.create("/api/contact-log", {
      date: "2031-03-01",
      channel: "email",
      clubId: club.id,
      summary: "Hecho",
      nextStep: "Ya hecho",
      nextStepOn: "2031-03-05",
      nextStepDone: true,
    });
    await t.make.create("/api/operations", {
      playerId: player.id,
      type: "Renovación",
      clubId: club.id,
      stage: "Firmada",
      signedOn: "2031-03-10",
      agentFeeAmount: "40.000€",
    });
    const items = await agenda("2031-03-01", "2031-03-31");
    expect(items.map(({ date, kind, title }) => ({ date, kind, title }))).toEqual([
      { date: "2031-03-04", kind: "next-step", title: "Enviar informes" },
      { date: "2031-03-08", kind: "offer-deadline", title: "Respuesta a la oferta recibida: Club Agenda" },
      { date: "2031-03-10", kind: "signing", title: `Firma: Renovación de ${player.name}` },
      { date: "2031-03-15", kind: "contract-start", title: `Inicio previsto: Cesión de ${player.name}` },
      { date: "2031-03-20", kind: "window-close", title: "Cierra la ventana Liga Agenda · Invierno" },
    ]);
    expect(items[0]?.href).toBe(`/operations/${open.id}`);
    // The calendar marks the days from the counts, and reads a day's items on its own.
    expect(await read("2031-03-01", "2031-03-31")).toMatchObject({
      truncated: false,
      days: [
        { date: "2031-03-04", count: 1 },
        { date: "2031-03-08", count: 1 },
        { date: "2031-03-10", count: 1 },
        { date: "2031-03-15", count: 1 },
        { date: "2031-03-20", count: 1 },
      ],
    });
    expect((await agenda("2031-03-08", "2031-03-08")).map((item) => item.kind)).toEqual(["offer-deadline"]);
    expect(await agenda("2031-04-01", "2031-04-30")).toEqual([]);
  });

  it("carries the notice day of each option of a club contract, in the day's count", async () => {
    const player = await t.make.player({ name: "Leo Opciones" });
    const club = await t.make.create<Club>("/api/clubs", { name: "Club Opción", country: "España" });
    await t.make.create(`/api/players/${player.id}/contracts`, {
      clubId: club.id,
      startDate: "2030-07-01",
      endDate: "2032-06-30",
      seasons: [
        { season: "2030/31", salary: 500_000 },
        { season: "2031/32", salary: 500_000 },
      ],
      options: [
        { holder: "club", noticeBy: "2031-05-15", extendsTo: "2033-06-30" },
        { holder: "jugador", noticeBy: "2032-05-15", extendsTo: "2034-06-30" },
      ],
    });
    const month = await read("2031-05-01", "2031-05-31");
    expect(month.items).toEqual([
      {
        id: expect.stringMatching(/^option:/),
        date: "2031-05-15",
        kind: "option-notice",
        title: "Aviso de opción: Club Opción",
        detail: "El club puede ampliar hasta el 30/06/2033",
        href: `/players/${player.id}/contracts`,
        playerName: "Leo Opciones",
      },
    ]);
    expect(month.days).toEqual([{ date: "2031-05-15", count: 1 }]);
  });
});
