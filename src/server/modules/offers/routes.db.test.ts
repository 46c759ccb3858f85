import { describe, expect, it } from "vitest";

import type { ActivityEntry } from "../../../shared/schemas/activity";
import type { Club } from "../../../shared/schemas/club";
import type { Offer } from "../../../shared/schemas/offer";
import type { Operation } from "../../../shared/schemas/operation";
import { useSignedInApp } from "../../test/signed-in-app";

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };
const MISSING = "00000000-0000-4000-8000-000000000000";

describe("/api/operations/:id/offers", () => {
  const t = useSignedInApp();
  let counter = 0;
  const club = () => t.make.create<Club>("/api/clubs", { name: `Club Oferta ${++counter}`, country: "Italia" });
  const operation = async () => {
    const player = await t.make.player();
    return t.make.create<Operation>("/api/operations", {
      playerId: player.id,
      type: "Traspaso",
      clubId: (await club()).id,
    });
  };
  const offersOf = (operationId: string) => `/api/operations/${operationId}/offers`;

  it("needs a session, and answers 404 for an unknown operation or an offer of another one", async () => {
    const first = await operation();
    expect((await t.anonymous(offersOf(first.id))).status).toBe(401);
    expect((await t.anonymous(offersOf(first.id), { method: "POST", json: {} })).status).toBe(401);
    for (const path of [offersOf(MISSING), offersOf("no-es-un-id")]) {
      const response = await t.request(path);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: { code: "not_found", message: "Operación no encontrada" } });
    }
    const offer = await t.make.create<Offer>(offersOf(first.id), { date: "2027-01-10", direction: "recibida" });
    const second = await operation();
    const elsewhere = await t.request(`${offersOf(second.id)}/${offer.id}`, {
      method: "PATCH",
      json: { state: "aceptada" },
    });
    expect(elsewhere.status).toBe(404);
    expect(((await elsewhere.json()) as ErrorBody).error.message).toBe("Oferta no encontrada");
  });

  it("records offers with the operation's club unless named, and lists them in the order of the negotiation", async () => {
    const op = await operation();
    const counterClub = await club();
    const later = await t.make.create<Offer>(offersOf(op.id), {
      date: "2027-01-20",
      direction: "enviada",
      transferFee: "9M€",
      salary: "800.000€",
      years: 4,
      state: "contraoferta",
      feedback: "Piden rebajar la cláusula",
    });
    const first = await t.make.create<Offer>(offersOf(op.id), {
      date: "2027-01-10",
      direction: "recibida",
      transferFee: "6M€",
      clubId: counterClub.id,
    });
    expect(later).toMatchObject({ clubName: op.clubName, state: "contraoferta", years: 4, version: 1 });
    expect(first).toMatchObject({ clubName: counterClub.name, state: "pendiente", feedback: "" });
    const page = (await (await t.request(offersOf(op.id))).json()) as { items: Offer[] };
    expect(page.items.map((offer) => offer.id)).toEqual([first.id, later.id]);
  });

  it("answers in Spanish for a missing date or direction and a number of years out of range", async () => {
    const op = await operation();
    const response = await t.request(offersOf(op.id), { method: "POST", json: { years: 12, operationId: op.id } });
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).error.fields).toEqual({
      date: "Indica la fecha de la oferta",
      direction: "Indica si la oferta es recibida o enviada",
      years: "Entre 1 y 10 años",
      operationId: "Campo no permitido",
    });
  });

  it("edits from the version read (412 otherwise), records the history, and deletes", async () => {
    const op = await operation();
    const offer = await t.make.create<Offer>(offersOf(op.id), { date: "2027-02-01", direction: "recibida" });
    const path = `${offersOf(op.id)}/${offer.id}`;
    const accepted = await t.request(path, {
      method: "PATCH",
      json: { state: "aceptada", feedback: "Aceptan las condiciones" },
      headers: { "If-Match": `"${offer.version}"` },
    });
    expect(accepted.status).toBe(200);
    expect(accepted.headers.get("ETag")).toBe(`"${offer.version + 1}"`);
    const stale = await t.request(path, {
      method: "PATCH",
      json: { state: "rechazada" },
      headers: { "If-Match": `"${offer.version}"` },
    });
    expect(stale.status).toBe(412);
    expect(((await (await t.request(path)).json()) as Offer).state).toBe("aceptada");

    const history = (await (await t.request(`/api/activity?entityType=offer&entityId=${offer.id}`)).json()) as {
      items: ActivityEntry[];
    };
    expect(history.items.map((entry) => entry.action)).toEqual(["update", "create"]);
    expect((await t.request(path, { method: "DELETE" })).status).toBe(204);
    expect((await t.request(path)).status).toBe(404);
  });

  it("keeps a club named by an offer of another club's operation", async () => {
    const op = await operation();
    const bidder = await club();
    await t.make.create<Offer>(offersOf(op.id), { date: "2027-03-01", direction: "recibida", clubId: bidder.id });
    const refused = await t.request(`/api/clubs/${bidder.id}`, { method: "DELETE" });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as ErrorBody).error.message).toBe(
      "Este club aparece en 1 oferta: no se puede eliminar",
    );
  });
});
