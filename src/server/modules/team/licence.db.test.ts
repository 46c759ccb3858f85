import { beforeAll, describe, expect, it } from "vitest";

import { agencyToday, shiftDays, shiftMonths } from "../../../shared/domain/calendar-day";
import type { ContactLogEntry } from "../../../shared/schemas/contact-log";
import type { Mandate } from "../../../shared/schemas/mandate";
import type { Operation } from "../../../shared/schemas/operation";
import { memberSession } from "../../test/member-session";
import { useSignedInApp } from "../../test/signed-in-app";
import { TEST_AGENT } from "../../test/test-app";

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };
type Session = { id: string; cookie: string };

const SOURCE = "(Reglamento FIFA de Agentes de Fútbol, art. 11)";

describe("FIFA art. 11: agent services only by a member with an active licence", () => {
  const t = useSignedInApp();
  const today = agencyToday();
  let licensedAgent: Session;
  let unlicensedAgent: Session;
  let assistant: Session;
  let expiredAgent: Session;
  let playerId: string;
  let clubId: string;

  const setLicence = async (memberId: string, licence: { licenceNumber?: string; licenceExpiry?: string | null }) => {
    const response = await t.request(`/api/team/${memberId}`, { method: "PATCH", json: licence });
    expect(response.status).toBe(200);
  };
  const mandate = (overrides: Record<string, unknown> = {}) => ({
    playerId,
    startDate: today,
    endDate: shiftMonths(today, 12),
    commissionPercent: 3,
    legalAdviceConfirmed: true,
    ...overrides,
  });
  const postMandate = (json: unknown, cookie = t.cookie) =>
    t.request("/api/mandates", { method: "POST", json, cookie });

  beforeAll(async () => {
    licensedAgent = await memberSession(t, t.cookie, "agente");
    unlicensedAgent = await memberSession(t, t.cookie, "agente");
    assistant = await memberSession(t, t.cookie, "asistente");
    expiredAgent = await memberSession(t, t.cookie, "agente");
    await setLicence(licensedAgent.id, { licenceNumber: "202302-0002", licenceExpiry: shiftMonths(today, 6) });
    await setLicence(expiredAgent.id, { licenceNumber: "202101-0003", licenceExpiry: shiftDays(today, -1) });
    // The assistant holds a number, yet the role performs no agent services.
    await setLicence(assistant.id, { licenceNumber: "202303-0004" });
    playerId = (await t.make.player()).id;
    clubId = (await t.make.create<{ id: string }>("/api/clubs", { name: "Club de la Licencia", country: "España" })).id;
  });

  it("names the owner as the mandate's agent when none is given, and refuses an agent without a licence", async () => {
    const refused = await postMandate(mandate({ agentId: unlicensedAgent.id }));
    expect(refused.status).toBe(409);
    const body = (await refused.json()) as ErrorBody;
    expect(body.error.message).toBe(
      `Solo un agente con licencia FIFA vigente puede ser el agente de un mandato: Miembro agente no tiene número de licencia FIFA registrado (Equipo o Configuración) ${SOURCE}`,
    );
    const byRole = (await (await postMandate(mandate({ agentId: assistant.id }))).json()) as ErrorBody;
    expect(byRole.error.message).toContain(
      "Miembro asistente tiene el rol asistente, que no presta servicios de agente",
    );
    const expired = (await (await postMandate(mandate({ agentId: expiredAgent.id }))).json()) as ErrorBody;
    expect(expired.error.message).toContain("la licencia FIFA de Miembro agente caducó el");
    const stranger = await postMandate(mandate({ agentId: "nadie-en-la-agencia" }));
    expect(stranger.status).toBe(400);
    expect(((await stranger.json()) as ErrorBody).error.fields).toEqual({
      agentId: "Elige como agente a un miembro del equipo",
    });

    const owned = await postMandate(mandate());
    expect(owned.status).toBe(201);
    const created = (await owned.json()) as Mandate;
    expect(created).toMatchObject({ agentName: TEST_AGENT.name });
    expect(created.agentId).toBeTruthy();

    const handed = await t.request(`/api/mandates/${created.id}`, {
      method: "PATCH",
      json: { agentId: licensedAgent.id },
      headers: { "If-Match": `"${created.version}"` },
    });
    expect(handed.status).toBe(200);
    expect(await handed.json()).toMatchObject({ agentId: licensedAgent.id, agentName: "Miembro agente" });
    const history = (await (await t.request(`/api/activity?entityId=${created.id}`)).json()) as {
      items: { changes?: { field: string; before: unknown; after: unknown }[] }[];
    };
    expect(history.items[0]?.changes).toEqual([{ field: "agentId", before: TEST_AGENT.name, after: "Miembro agente" }]);
  });

  it("lets only a licensed member move an operation past Sondeo; anyone may log a sounding or let it fall", async () => {
    const represented = (await t.make.player()).id;
    const sounding = await t.request("/api/operations", {
      method: "POST",
      cookie: unlicensedAgent.cookie,
      json: { type: "Traspaso", playerId: represented, clubId },
    });
    expect(sounding.status).toBe(201);
    const operation = (await sounding.json()) as Operation;
    const move = (cookie: string, stage: string, version: number) =>
      t.request(`/api/operations/${operation.id}`, {
        method: "PATCH",
        cookie,
        json: { stage },
        headers: { "If-Match": `"${version}"` },
      });
    const refused = await move(unlicensedAgent.cookie, "Oferta", operation.version);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as ErrorBody).error.message).toBe(
      `Solo un agente con licencia FIFA vigente puede pasar una operación de Sondeo: Miembro agente no tiene número de licencia FIFA registrado (Equipo o Configuración) ${SOURCE}`,
    );
    const created = await t.request("/api/operations", {
      method: "POST",
      cookie: expiredAgent.cookie,
      json: { type: "Traspaso", playerId: represented, clubId, stage: "Oferta" },
    });
    expect(created.status).toBe(409);
    // The rule is judged before the mandate's: the licensed agent gets the mandate's refusal, not the licence's.
    const noMandate = await move(licensedAgent.cookie, "Oferta", operation.version);
    expect(noMandate.status).toBe(409);
    expect(((await noMandate.json()) as ErrorBody).error.message).toContain("mandato de representación vigente");
    expect((await postMandate(mandate({ playerId: represented }))).status).toBe(201);
    const moved = await move(licensedAgent.cookie, "Oferta", operation.version);
    expect(moved.status).toBe(200);
    const fallen = await t.request(`/api/operations/${operation.id}`, {
      method: "PATCH",
      cookie: unlicensedAgent.cookie,
      json: { stage: "Caída", lostReason: "El club se retira" },
      headers: { "If-Match": `"${((await moved.json()) as Operation).version}"` },
    });
    expect(fallen.status).toBe(200);
  });

  it("keeps an approach to a player or a club to licensed members; other contacts are anyone's", async () => {
    const log = (cookie: string, json: Record<string, unknown>) =>
      t.request("/api/contact-log", {
        method: "POST",
        cookie,
        json: { date: today, channel: "llamada", summary: "Le ofrecemos representarle", ...json },
      });
    const refused = await log(assistant.cookie, { playerId, approach: true });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as ErrorBody).error.message).toBe(
      `Solo un agente con licencia FIFA vigente puede registrar un acercamiento a un jugador o a un club: Miembro asistente tiene el rol asistente, que no presta servicios de agente ${SOURCE}`,
    );
    expect((await log(assistant.cookie, { playerId })).status).toBe(201);
    const approach = await log(licensedAgent.cookie, { clubId, approach: true });
    expect(approach.status).toBe(201);
    expect(((await approach.json()) as ContactLogEntry).approach).toBe(true);
    const brand = await t.make.brand();
    const toBrand = await log(licensedAgent.cookie, { brandId: brand.id, approach: true });
    expect(toBrand.status).toBe(400);
    expect(((await toBrand.json()) as ErrorBody).error.fields).toEqual({
      approach: "Un acercamiento es a un jugador o a un club: indica cuál",
    });
    // Marking an existing entry as an approach is the same act.
    const plain = (await (await log(assistant.cookie, { clubId })).json()) as ContactLogEntry;
    const marked = await t.request(`/api/contact-log/${plain.id}`, {
      method: "PATCH",
      cookie: assistant.cookie,
      json: { approach: true },
      headers: { "If-Match": `"${plain.version}"` },
    });
    expect(marked.status).toBe(409);
  });

  it("stops refusing while the rule is suspended in Configuración", async () => {
    const rule = (await (await t.request("/api/fifa-rules/licensed-agent")).json()) as { version: number };
    const suspended = await t.request("/api/fifa-rules/licensed-agent", {
      method: "PATCH",
      json: { status: "suspendida" },
      headers: { "If-Match": `"${rule.version}"` },
    });
    expect(suspended.status).toBe(200);
    const player = await t.make.player();
    expect((await postMandate(mandate({ playerId: player.id, agentId: unlicensedAgent.id }))).status).toBe(201);
  });
});
