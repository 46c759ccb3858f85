import { describe, expect, it } from "vitest";

import { agencyToday, shiftDays } from "../../../shared/domain/calendar-day";
import { MEDICAL_REFUSED } from "../../../shared/domain/papers";
import type { AlertList } from "../../../shared/schemas/alert";
import type { PalcoDocument } from "../../../shared/schemas/document";
import type { Operation } from "../../../shared/schemas/operation";
import type { SearchResults } from "../../../shared/schemas/search";
import { memberSession } from "../../test/member-session";
import { useSignedInApp } from "../../test/signed-in-app";

const t = useSignedInApp();
const today = agencyToday();

type ErrorBody = { error: { message: string; fields?: Record<string, string> } };

const file = (json: Record<string, unknown>, cookie?: string) =>
  t.request("/api/documents", { method: "POST", json: { type: "Otro", date: today, ...json }, cookie });

const paperAlerts = async (cookie?: string) => {
  const list = (await (await t.request("/api/alerts", { cookie })).json()) as AlertList;
  return list.items.filter((alert) => alert.kind === "papers");
};

describe("papers that expire", () => {
  it("files a paper with its kind, expiry and notice, and says where it stands", async () => {
    const player = await t.make.player({ name: "Pasaporte Pérez" });
    const response = await file({
      playerId: player.id,
      name: "Pasaporte ESP",
      kind: "pasaporte",
      expiresOn: shiftDays(today, 40),
    });
    expect(response.status).toBe(201);
    const paper = (await response.json()) as PalcoDocument;
    expect(paper).toMatchObject({ kind: "pasaporte", expiresOn: shiftDays(today, 40), leadDays: null });
    // A passport rings 90 days ahead by default: 40 days out it is already expiring.
    expect(paper.expiry).toBe("por-caducar");

    const farOff = (await (
      await file({ playerId: player.id, name: "Permiso", kind: "permiso", expiresOn: shiftDays(today, 200) })
    ).json()) as PalcoDocument;
    expect(farOff.expiry).toBe("vigente");
    const shortNotice = await t.request(`/api/documents/${farOff.id}`, { method: "PATCH", json: { leadDays: 250 } });
    expect(((await shortNotice.json()) as PalcoDocument).expiry).toBe("por-caducar");
  });

  it("refuses a kind, an expiry or a notice it cannot use, in Spanish", async () => {
    const player = await t.make.player();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ kind: "visado" }, "kind", "Categoría de documento no válida"],
      [{ expiresOn: "31/12/2027" }, "expiresOn", "La fecha de caducidad no es válida"],
      [{ leadDays: 400 }, "leadDays", "El aviso debe ser un número de días entre 0 y 365"],
      [{ leadDays: -1 }, "leadDays", "El aviso debe ser un número de días entre 0 y 365"],
    ];
    for (const [fields, field, message] of cases) {
      const response = await file({ playerId: player.id, name: "Papel", ...fields });
      expect(response.status).toBe(400);
      expect(((await response.json()) as ErrorBody).error.fields?.[field]).toBe(message);
    }
  });

  it("lists the expiring ones and rings once per paper and expiry, until a renewed date is out of notice", async () => {
    const player = await t.make.player({ name: "Licencia López" });
    const expiring = (await (
      await file({ playerId: player.id, name: "Licencia 2026", kind: "licencia-fifa", expiresOn: shiftDays(today, 10) })
    ).json()) as PalcoDocument;
    await file({ playerId: player.id, name: "DNI", kind: "dni-nie", expiresOn: shiftDays(today, 300) });

    const listed = (await (await t.request(`/api/documents?playerId=${player.id}&expiring=true`)).json()) as {
      items: PalcoDocument[];
    };
    expect(listed.items.map((paper) => paper.name)).toEqual(["Licencia 2026"]);

    const rung = (await paperAlerts()).filter((alert) => alert.href === `/players/${player.id}`);
    expect(rung.map((alert) => alert.title)).toEqual(["Licencia FIFA de Licencia López: caduca en 10 días"]);
    // One alert per paper and expiry date: what the email and push sweeps claim once.
    expect(rung[0]?.key).toBe(`paper:${expiring.id}:${shiftDays(today, 10)}`);

    const renewed = await t.request(`/api/documents/${expiring.id}`, {
      method: "PATCH",
      json: { expiresOn: shiftDays(today, 700) },
    });
    expect(renewed.status).toBe(200);
    expect((await paperAlerts()).filter((alert) => alert.href === `/players/${player.id}`)).toHaveLength(0);
  });

  it("keeps medical papers from a role that does not see medical information, everywhere", async () => {
    const player = await t.make.player({ name: "Médico Martín" });
    const medical = (await (
      await file({ playerId: player.id, name: "Revisión cardiológica", kind: "medico", expiresOn: shiftDays(today, 5) })
    ).json()) as PalcoDocument;
    const assistant = await memberSession(t, t.cookie, "asistente");

    const list = (await (
      await t.request(`/api/documents?playerId=${player.id}`, { cookie: assistant.cookie })
    ).json()) as {
      items: PalcoDocument[];
    };
    expect(list.items).toHaveLength(0);
    for (const path of [`/api/documents/${medical.id}`, `/api/documents/${medical.id}/file`]) {
      const hidden = await t.request(path, { cookie: assistant.cookie });
      expect(hidden.status).toBe(404);
    }
    const edit = await t.request(`/api/documents/${medical.id}`, {
      method: "PATCH",
      cookie: assistant.cookie,
      json: { name: "Cambiado" },
    });
    expect(edit.status).toBe(404);
    const filed = await file({ playerId: player.id, name: "Otra revisión", kind: "medico" }, assistant.cookie);
    expect(filed.status).toBe(403);
    expect(((await filed.json()) as ErrorBody).error.message).toBe(MEDICAL_REFUSED);
    const found = (await (
      await t.request("/api/search?q=cardiologica", { cookie: assistant.cookie })
    ).json()) as SearchResults;
    expect(found.groups.flatMap((group) => group.results)).toHaveLength(0);
    expect(
      (await paperAlerts(assistant.cookie)).filter((alert) => alert.href === `/players/${player.id}`),
    ).toHaveLength(0);
    const csv = await (await t.request("/api/documents/export.csv", { cookie: assistant.cookie })).text();
    expect(csv).not.toContain("Revisión cardiológica");

    // The agency's direction sees it all.
    expect((await t.request(`/api/documents/${medical.id}`)).status).toBe(200);
    expect((await paperAlerts()).map((alert) => alert.title)).toContain(
      "Informe médico de Médico Martín: caduca en 5 días",
    );
  });

  it("warns an operation abroad of a missing or short passport, with FIFA's rule", async () => {
    const player = await t.make.player({ name: "Viajero Vidal", nationality: "España" });
    const club = await t.make.create<{ id: string }>("/api/clubs", {
      name: "Olympique Test",
      country: "Francia",
      league: "Ligue 1",
    });
    const startDate = shiftDays(today, 120);
    const operation = await t.make.create<Operation>("/api/operations", {
      playerId: player.id,
      type: "Traspaso",
      clubId: club.id,
      stage: "Sondeo",
      startDate,
    });
    const identity = (found: Operation) => found.warnings.filter((warning) => warning.rule === "player-identity");
    expect(identity(operation)).toEqual([
      expect.objectContaining({
        message: "No hay pasaporte del jugador en Documentos para una operación en el extranjero",
        source: "Reglamento FIFA sobre el Estatuto y la Transferencia de Jugadores, anexo 3 (TMS)",
      }),
    ]);
    await file({ playerId: player.id, name: "Pasaporte", kind: "pasaporte", expiresOn: shiftDays(startDate, -1) });
    const short = (await (await t.request(`/api/operations/${operation.id}`)).json()) as Operation;
    expect(identity(short).map((warning) => warning.message)).toEqual([
      "El pasaporte del jugador caduca antes de que empiece el contrato en el extranjero",
    ]);
    await file({
      playerId: player.id,
      name: "Pasaporte nuevo",
      kind: "pasaporte",
      expiresOn: shiftDays(startDate, 3650),
    });
    const listed = (await (await t.request(`/api/operations?playerId=${player.id}`)).json()) as { items: Operation[] };
    expect(identity(listed.items[0]!)).toEqual([]);
  });
});
