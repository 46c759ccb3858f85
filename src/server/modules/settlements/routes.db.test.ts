import * as mupdf from "mupdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { agencyToday, shiftDays, shiftMonths } from "../../../shared/domain/calendar-day";
import { formatEuros } from "../../../shared/domain/euros";
import { formatInvoiceEuros } from "../../../shared/domain/invoices";
import type { Club } from "../../../shared/schemas/club";
import type { Collaborator } from "../../../shared/schemas/collaborator";
import type { Commission } from "../../../shared/schemas/commission";
import type { Operation } from "../../../shared/schemas/operation";
import type { NetFigures, Payout, Settlement, ThirdPartyReport } from "../../../shared/schemas/settlement";
import type { Splits } from "../../../shared/schemas/split";
import { createMailer } from "../../mail/mailer";
import { brandInstalments, draftFor, issue, makeIssuer } from "../../test/billing";
import { memberSession } from "../../test/member-session";
import { useSignedInApp } from "../../test/signed-in-app";
import { startSmtpCatcher } from "../../test/smtp-catcher";

let inbox: Awaited<ReturnType<typeof startSmtpCatcher>>;
beforeAll(async () => {
  inbox = await startSmtpCatcher();
});
afterAll(() => inbox.close());

const t = useSignedInApp(() => ({ mailer: createMailer({ smtpUrl: inbox.url, from: "agencia@palco.test" }) }));
const today = agencyToday();
const yearStart = `${today.slice(0, 4)}-01-01`;
type ErrorBody = { error: { message: string; fields?: Record<string, string> } };

let counter = 0;
const collaborator = (overrides: Record<string, unknown> = {}) =>
  t.make.create<Collaborator>("/api/collaborators", {
    kind: "agente",
    name: `Agente Externo ${++counter}`,
    taxId: "12345678Z",
    licenceNumber: "202305-1234",
    email: `externo${counter}@agentes.test`,
    ...overrides,
  });

/** A signed operation with a fixed fee: one instalment, paid by the club. */
async function signedOperation(fee: string) {
  const player = await t.make.player();
  const club = await t.make.create<Club>("/api/clubs", { name: `Club Reparto ${++counter}`, country: "España" });
  await t.make.create("/api/mandates", {
    playerId: player.id,
    startDate: shiftDays(today, -30),
    endDate: shiftMonths(today, 12),
    commissionPercent: 3,
    legalAdviceConfirmed: true,
  });
  const operation = await t.make.create<Operation>("/api/operations", {
    playerId: player.id,
    type: "Traspaso",
    clubId: club.id,
    stage: "Firmada",
    agentFeeAmount: fee,
  });
  return { player, club, operation, instalment: await instalmentOf(operation.id) };
}

async function instalmentOf(sourceId: string) {
  const { items } = (await (await t.request("/api/commissions?limit=200")).json()) as { items: Commission[] };
  const found = items.find((item) => item.sourceId === sourceId);
  if (!found) throw new Error("no instalment");
  return found;
}

const putSplits = (path: string, lines: object[]) => t.request(`${path}/splits`, { method: "PUT", json: { lines } });

async function pay(instalment: Commission, amount: number) {
  const current = (await (await t.request(`/api/commissions/${instalment.id}`)).json()) as Commission;
  const response = await t.request(`/api/commissions/${instalment.id}/payments`, {
    method: "POST",
    headers: { "If-Match": `"${current.version}"`, "Idempotency-Key": `pago-${instalment.id}-${amount}` },
    json: { paidOn: today, amount },
  });
  expect(response.status).toBe(201);
}

const settlement = async (collaboratorId: string, query = "") =>
  (await (await t.request(`/api/settlements?collaboratorId=${collaboratorId}${query}`)).json()) as Settlement;

const payout = (json: object, key?: string) =>
  t.request("/api/settlements/payouts", {
    method: "POST",
    headers: key ? { "Idempotency-Key": key } : {},
    json: { paidOn: today, ...json },
  });

describe("a 50-50 split of an operation with an external agent", () => {
  it("owes half to the cent across partial payments, and pays it out once", async () => {
    const { operation, instalment } = await signedOperation("100.000,01 €");
    const agent = await collaborator();
    const saved = await putSplits(`/api/operations/${operation.id}`, [
      { collaboratorId: agent.id, percent: 50, basis: "base", due: "received" },
    ]);
    expect(saved.status).toBe(200);
    const splits = (await saved.json()) as Splits;
    expect(splits).toMatchObject({ instalments: 1, warnings: [] });
    expect(splits.lines[0]).toMatchObject({
      collaboratorName: agent.name,
      percent: 50,
      basis: "base",
      due: "received",
    });

    expect((await settlement(agent.id)).pending).toBe(0);
    await pay(instalment, 30_000);
    expect((await settlement(agent.id)).lines[0]).toMatchObject({ share: 50_000.01, earnedToDate: 15_000 });
    await pay(instalment, 70_000.01);
    const owed = await settlement(agent.id);
    expect({ earned: owed.earned, paid: owed.paid, pending: owed.pending }).toEqual({
      earned: 50_000.01,
      paid: 0,
      pending: 50_000.01,
    });
    const net = (await (await t.request(`/api/settlements/net?from=${yearStart}&to=2100-12-31`)).json()) as NetFigures;
    expect(net.sharedOut).toBeGreaterThanOrEqual(50_000.01);
    expect(Math.round((net.gross - net.sharedOut) * 100)).toBe(Math.round(net.net * 100));

    const tooMuch = await payout({ collaboratorId: agent.id, amount: 60_000 }, "primer-pago");
    expect(tooMuch.status).toBe(400);
    expect(((await tooMuch.json()) as ErrorBody).error.fields?.amount).toBe(
      `El pago supera lo pendiente (${formatEuros(50_000.01)}). Márcalo como anticipo si lo adelantas a cuenta.`,
    );
    const first = await payout({ collaboratorId: agent.id, amount: 20_000, note: "Transferencia" }, "primer-pago");
    expect(first.status).toBe(201);
    const retried = await payout({ collaboratorId: agent.id, amount: 20_000, note: "Transferencia" }, "primer-pago");
    expect(retried.status).toBe(200);
    expect(((await retried.json()) as Payout).id).toBe(((await first.json()) as Payout).id);
    const reused = await payout({ collaboratorId: agent.id, amount: 1 }, "primer-pago");
    expect(reused.status).toBe(400);
    expect((await settlement(agent.id)).pending).toBe(30_000.01);

    const advance = await payout({ collaboratorId: agent.id, amount: 40_000, advance: true }, "anticipo");
    expect(advance.status).toBe(201);
    expect((await settlement(agent.id)).pending).toBe(-9_999.99);
    const listed = (await (await t.request("/api/collaborators")).json()) as { items: Collaborator[] };
    expect(listed.items.find((item) => item.id === agent.id)).toMatchObject({
      earned: 50_000.01,
      paid: 60_000,
      pending: -9_999.99,
    });

    // An edit carries the version it was read at; a stale one is refused with the payout as it is.
    const written = (await advance.json()) as Payout;
    const edited = await t.request(`/api/settlements/payouts/${written.id}`, {
      method: "PATCH",
      headers: { "If-Match": `"${written.version}"` },
      json: { paidOn: today, amount: 30_000.01, note: "Resto", advance: false },
    });
    expect(edited.status).toBe(200);
    const stale = await t.request(`/api/settlements/payouts/${written.id}`, {
      method: "PATCH",
      headers: { "If-Match": `"${written.version}"` },
      json: { paidOn: today, amount: 1, note: "", advance: false },
    });
    expect(stale.status).toBe(412);
    expect((await settlement(agent.id)).pending).toBe(0);
  });

  it("pays what is pending once when two tabs pay it at the same time", async () => {
    const { operation, instalment } = await signedOperation("1.000 €");
    const agent = await collaborator();
    await putSplits(`/api/operations/${operation.id}`, [{ collaboratorId: agent.id, percent: 50 }]);
    await pay(instalment, 1_000);
    const [first, second] = await Promise.all([
      payout({ collaboratorId: agent.id, amount: 500 }, "pestaña-1"),
      payout({ collaboratorId: agent.id, amount: 500 }, "pestaña-2"),
    ]);
    expect([first.status, second.status].sort()).toEqual([201, 400]);
    expect((await settlement(agent.id)).pending).toBe(0);
  });

  it("refuses a payout the browser sends with no key", async () => {
    const agent = await collaborator();
    const response = await payout({ collaboratorId: agent.id, amount: 10, advance: true });
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).error.message).toBe(
      "Falta la clave del pago (Idempotency-Key) para no registrarlo dos veces",
    );
  });
});

describe("splits", () => {
  it("warns, with FIFA's rule and its source, when a transfer's fee is shared with someone without a licence", async () => {
    const { operation } = await signedOperation("10.000 €");
    const scout = await collaborator({ kind: "ojeador", name: "Ojeador Sin Licencia", licenceNumber: null });
    const response = await putSplits(`/api/operations/${operation.id}`, [{ collaboratorId: scout.id, percent: 10 }]);
    expect(response.status).toBe(200);
    expect(((await response.json()) as Splits).warnings).toEqual([
      {
        rule: "fee-sharing",
        status: "en vigor",
        source: "Reglamento FIFA de Agentes de Fútbol, art. 16",
        message:
          "Ojeador Sin Licencia no tiene licencia de agente FIFA registrada: los honorarios de una operación solo se comparten con otro agente con licencia",
      },
    ]);
  });

  it("refuses lines past the whole, unknown people and bad ids in Spanish", async () => {
    const { operation } = await signedOperation("10.000 €");
    const [a, b] = await Promise.all([collaborator(), collaborator()]);
    const over = await putSplits(`/api/operations/${operation.id}`, [
      { collaboratorId: a.id, percent: 60 },
      { collaboratorId: b.id, percent: 50 },
    ]);
    expect(over.status).toBe(400);
    expect(((await over.json()) as ErrorBody).error.message).toBe(
      "Los porcentajes suman 110 %: el reparto no puede superar el 100 %",
    );
    const fixed = await putSplits(`/api/operations/${operation.id}`, [{ collaboratorId: a.id, amount: 10_000.01 }]);
    expect(fixed.status).toBe(400);
    expect(((await fixed.json()) as ErrorBody).error.message).toContain(
      `Las líneas superan la cuota de ${formatEuros(10_000)} del `,
    );
    const nobody = await putSplits(`/api/operations/${operation.id}`, [
      { collaboratorId: "00000000-0000-4000-8000-000000000000", percent: 5 },
    ]);
    expect(nobody.status).toBe(400);
    expect(((await nobody.json()) as ErrorBody).error.fields?.["lines.0.collaboratorId"]).toBe(
      "Ese colaborador no existe",
    );
    const both = await putSplits(`/api/operations/${operation.id}`, [{ collaboratorId: a.id }]);
    expect(((await both.json()) as ErrorBody).error.message).toBe("Indica un porcentaje o un importe fijo");
    expect((await putSplits("/api/deals/00000000-0000-4000-8000-000000000000", [])).status).toBe(404);
    expect((await t.request("/api/mandates/not-an-id/splits")).status).toBe(404);
  });

  it("reaches the instalments a signing makes later, and each quarter of a mandate", async () => {
    const player = await t.make.player();
    const club = await t.make.create<Club>("/api/clubs", { name: `Club Después ${++counter}`, country: "España" });
    const mandate = await t.make.create<{ id: string }>("/api/mandates", {
      playerId: player.id,
      startDate: shiftDays(today, -30),
      endDate: shiftMonths(today, 12),
      commissionPercent: 10,
      annualRemuneration: 400_000,
      legalAdviceConfirmed: true,
    });
    const agent = await collaborator();
    const quarters = await putSplits(`/api/mandates/${mandate.id}`, [{ collaboratorId: agent.id, amount: 1_000 }]);
    expect(((await quarters.json()) as Splits).instalments).toBeGreaterThan(3);
    const operation = await t.make.create<Operation>("/api/operations", {
      playerId: player.id,
      type: "Traspaso",
      clubId: club.id,
      stage: "Acuerdo",
      agentFeeAmount: "30.000 €",
    });
    const before = await putSplits(`/api/operations/${operation.id}`, [{ collaboratorId: agent.id, percent: 10 }]);
    expect(((await before.json()) as Splits).instalments).toBe(0);
    const signed = await t.request(`/api/operations/${operation.id}`, { method: "PATCH", json: { stage: "Firmada" } });
    expect(signed.status).toBe(200);
    const settled = await settlement(agent.id, `&from=${yearStart}&to=2100-12-31`);
    expect(settled.lines.filter((line) => line.source === "operation")).toEqual([
      expect.objectContaining({ share: 3_000, earnedToDate: 0 }),
    ]);
    expect(settled.lines.filter((line) => line.source === "mandate").every((line) => line.share === 1_000)).toBe(true);
  });

  it("names a member of the team once, as a collaborator of kind equipo", async () => {
    const { operation } = await signedOperation("8.000 €");
    const agent = await memberSession(t, t.cookie, "agente");
    const response = await putSplits(`/api/operations/${operation.id}`, [{ memberId: agent.id, percent: 25 }]);
    expect(response.status).toBe(200);
    const again = await putSplits(`/api/operations/${operation.id}`, [{ memberId: agent.id, percent: 30 }]);
    const line = ((await again.json()) as Splits).lines[0];
    expect(line).toMatchObject({ collaboratorKind: "equipo", memberId: agent.id, percent: 30 });
    const listed = (await (await t.request("/api/collaborators")).json()) as { items: Collaborator[] };
    expect(listed.items.filter((item) => item.memberId === agent.id)).toHaveLength(1);
  });

  it("keeps a line and its payouts when the deal behind them is deleted", async () => {
    const [instalment] = await brandInstalments(t, ["20.000€"]);
    const dealId = instalment?.sourceId ?? "";
    const agent = await collaborator();
    expect((await putSplits(`/api/deals/${dealId}`, [{ collaboratorId: agent.id, percent: 50 }])).status).toBe(200);
    await pay(instalment!, 2_000);
    expect((await payout({ collaboratorId: agent.id, amount: 1_000 }, "antes-de-borrar")).status).toBe(201);
    const deal = await t.request(`/api/deals/${dealId}`);
    const removed = await t.request(`/api/deals/${dealId}`, {
      method: "DELETE",
      headers: { "If-Match": deal.headers.get("ETag") ?? "" },
    });
    expect(removed.status).toBe(204);
    const kept = await settlement(agent.id);
    expect(kept.lines).toHaveLength(1);
    expect(kept.lines[0]).toMatchObject({ archived: true, share: 1_000, earnedToDate: 1_000 });
    expect(kept.payouts.map((item) => item.amount)).toEqual([1_000]);
    expect(kept.pending).toBe(0);
    const refused = await t.request(`/api/collaborators/${agent.id}`, { method: "DELETE" });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as ErrorBody).error.message).toBe(
      "Este colaborador tiene repartos o pagos: no se puede eliminar",
    );
  });

  it("follows an invoice and its rectification when the share is owed on invoicing", async () => {
    const issuer = await makeIssuer(t);
    const [instalment] = await brandInstalments(t, ["100.000€"]);
    const agent = await collaborator();
    await putSplits(`/api/deals/${instalment?.sourceId}`, [
      { collaboratorId: agent.id, percent: 50, basis: "gross", due: "invoiced" },
    ]);
    expect((await settlement(agent.id)).lines[0]).toMatchObject({ earnedToDate: 0, share: 5_000 });
    const invoice = await issue(t, (await draftFor(t, issuer.id, [instalment?.id ?? ""])).id);
    // 10.000 € of commission, 21 % VAT: half the gross is 6.050 €.
    expect((await settlement(agent.id)).lines[0]).toMatchObject({ earnedToDate: 6_050, invoiceNumber: invoice.number });
    const rectified = await t.request(`/api/invoices/${invoice.id}/rectify`, {
      method: "POST",
      json: {
        code: "R1",
        method: "I",
        reason: "Descuento pactado",
        lines: [{ description: "Ajuste", baseAmount: -1_000.01 }],
      },
    });
    expect(rectified.status).toBe(201);
    // 8.999,99 € of base, 10.889,99 € with VAT: half is 5.444,995, rounded up to the cent.
    expect((await settlement(agent.id)).lines[0]).toMatchObject({ earnedToDate: 5_445 });
  });
});

describe("who may see it", () => {
  it("answers 401 without a session and 403 to roles without the money", async () => {
    expect((await t.anonymous("/api/collaborators")).status).toBe(401);
    const agent = await collaborator();
    for (const role of ["ojeador", "asistente", "lectura"] as const) {
      const member = await memberSession(t, t.cookie, role);
      for (const path of ["/api/collaborators", `/api/settlements?collaboratorId=${agent.id}`]) {
        const refused = await t.request(path, { cookie: member.cookie });
        expect(refused.status).toBe(403);
      }
    }
    const scout = await memberSession(t, t.cookie, "ojeador");
    const refused = await t.request("/api/collaborators", { cookie: scout.cookie });
    expect(((await refused.json()) as ErrorBody).error.message).toBe(
      "Tu rol (Ojeador) no permite ver repartos y liquidaciones",
    );
    const accountant = await memberSession(t, t.cookie, "contabilidad");
    expect((await t.request(`/api/settlements?collaboratorId=${agent.id}`, { cookie: accountant.cookie })).status).toBe(
      200,
    );
    const lawyer = await memberSession(t, t.cookie, "legal");
    expect((await payout({ collaboratorId: agent.id, amount: 1, advance: true }, "legal")).status).toBe(201);
    const write = await t.request("/api/settlements/payouts", {
      method: "POST",
      cookie: lawyer.cookie,
      headers: { "Idempotency-Key": "legal-2" },
      json: { collaboratorId: agent.id, paidOn: today, amount: 1, advance: true },
    });
    expect(write.status).toBe(403);
  });

  it("answers 404 for an unknown collaborator and refuses a bad period in Spanish", async () => {
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect((await t.request(`/api/settlements?collaboratorId=${unknown}`)).status).toBe(404);
    expect((await t.request(`/api/collaborators/${unknown}`)).status).toBe(404);
    const agent = await collaborator();
    const backwards = await t.request(`/api/settlements?collaboratorId=${agent.id}&from=2027-05-01&to=2027-01-01`);
    expect(backwards.status).toBe(400);
    expect(((await backwards.json()) as ErrorBody).error.message).toBe(
      "La fecha de inicio debe ser anterior o igual a la de fin",
    );
    const badNif = await t.request("/api/collaborators", {
      method: "POST",
      json: { kind: "agente", name: "X", taxId: "12345678A" },
    });
    expect(((await badNif.json()) as ErrorBody).error.fields?.taxId).toBe(
      "El NIF no es válido: revisa los números y la letra",
    );
  });
});

describe("the settlement's documents", () => {
  it("prints the API's totals in the PDF and the CSV, and goes out by email", async () => {
    const { operation, instalment } = await signedOperation("12.345,67 €");
    const agent = await collaborator({ name: "Colaborador Documentos" });
    await putSplits(`/api/operations/${operation.id}`, [{ collaboratorId: agent.id, percent: 50 }]);
    await pay(instalment, 12_345.67);
    expect((await payout({ collaboratorId: agent.id, amount: 1_000 }, "documentos")).status).toBe(201);
    const api = await settlement(agent.id);
    const query = `collaboratorId=${agent.id}&from=${api.from}&to=${api.to}`;
    const pdfResponse = await t.request(`/api/settlements/statement.pdf?${query}`);
    expect(pdfResponse.headers.get("Content-Type")).toBe("application/pdf");
    const pdf = new Uint8Array(await pdfResponse.arrayBuffer());
    const text = mupdf.Document.openDocument(pdf, "application/pdf")
      .loadPage(0)
      .toStructuredText("preserve-whitespace")
      .asText();
    for (const figure of [api.earned, api.paid, api.pending])
      expect(text).toContain(formatInvoiceEuros(figure).replace(/\u00a0/g, " "));
    expect(text).toContain("-1.000,00 €");
    expect(api).toMatchObject({ earned: 6_172.84, paid: 1_000, pending: 5_172.84 });
    const csv = await (await t.request(`/api/settlements/statement.csv?${query}`)).text();
    expect(csv).toContain("6172,84;1000;5172,84");

    const sent = await t.request("/api/settlements/send", { method: "POST", json: { collaboratorId: agent.id } });
    expect(sent.status).toBe(200);
    const mail = inbox.received.at(-1);
    expect(mail?.to).toMatchObject({ text: agent.email });
    expect(mail?.attachments[0]?.contentType).toBe("application/pdf");
  });
});

describe("the player's statement and the gestor's third parties", () => {
  it("lists what was agreed, invoiced and paid by payer, and the player sees only his own", async () => {
    const { player, club, instalment } = await signedOperation("40.000 €");
    await pay(instalment, 10_000);
    const year = instalment.dueDate.slice(0, 4);
    const response = await t.request(`/api/players/${player.id}/statement?year=${year}`);
    expect(response.status).toBe(200);
    const statement = (await response.json()) as { agreed: number; paid: number; payers: object[] };
    expect(statement).toMatchObject({ agreed: 40_000, paid: 10_000 });
    expect(statement.payers).toEqual([{ kind: "club", name: club.name, agreed: 40_000, invoiced: 0, paid: 10_000 }]);
    const pdf = await t.request(`/api/players/${player.id}/statement.pdf?year=${year}`);
    expect(pdf.headers.get("Content-Type")).toBe("application/pdf");

    const other = await t.make.player();
    const { playerSession } = await import("../../test/player-session");
    const cookie = await playerSession(t, t.cookie, player.id);
    const own = await t.request(`/api/app/statement?year=${year}`, { cookie });
    expect(((await own.json()) as { player: { id: string } }).player.id).toBe(player.id);
    expect((await t.request(`/api/players/${other.id}/statement`, { cookie })).status).toBe(403);
    const scout = await memberSession(t, t.cookie, "ojeador");
    expect((await t.request(`/api/players/${player.id}/statement`, { cookie: scout.cookie })).status).toBe(403);
    expect((await t.request("/api/players/not-an-id/statement")).status).toBe(404);
  });

  it("totals each third party over the year and marks who passes 3.005,06 €", async () => {
    const issuer = await makeIssuer(t, { nif: "B87654323", series: "T" });
    const [instalment] = await brandInstalments(t, ["40.000€"]);
    await issue(t, (await draftFor(t, issuer.id, [instalment?.id ?? ""])).id);
    const year = today.slice(0, 4);
    const report = (await (await t.request(`/api/settlements/third-parties?year=${year}`)).json()) as ThirdPartyReport;
    expect(report.threshold).toBe(3_005.06);
    const customer = report.rows.find((row) => row.kind === "cliente" && row.taxId === "A58723040");
    // 4.000 € of commission: 4.840 € with VAT, 600 € withheld.
    expect(customer).toMatchObject({ overThreshold: true });
    expect(customer?.total).toBeGreaterThanOrEqual(4_840);
    const csv = await (await t.request(`/api/settlements/third-parties.csv?year=${year}`)).text();
    expect(csv).toContain("Supera 3.005,06 €");
    const xlsx = await t.request(`/api/settlements/third-parties.xlsx?year=${year}`);
    expect(new Uint8Array(await xlsx.arrayBuffer()).subarray(0, 2)).toEqual(new Uint8Array([0x50, 0x4b]));
    expect((await t.request("/api/settlements/third-parties?year=1900")).status).toBe(400);
  });
});
