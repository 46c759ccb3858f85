import { describe, expect, it } from "vitest";

import { agencyToday } from "../../../shared/domain/calendar-day";
import { fingerprintOf, issueFingerprintInput } from "../../../shared/domain/verifactu/fingerprint";
import type { Commission } from "../../../shared/schemas/commission";
import type { Invoice, InvoiceBook } from "../../../shared/schemas/invoice";
import { AGENCY_NIF, brandInstalments, draftFor, issue, makeIssuer, SPANISH_RECIPIENT } from "../../test/billing";
import { memberSession } from "../../test/member-session";
import { useSignedInApp } from "../../test/signed-in-app";

const t = useSignedInApp();
const year = agencyToday().slice(0, 4);
type ErrorBody = { error: { message: string; fields?: Record<string, string> } };

describe("issuers", () => {
  it("refuses a wrong NIF and a repeated one in Spanish", async () => {
    const bad = await t.request("/api/billing/issuers", {
      method: "POST",
      json: { kind: "sociedad", name: "X", nif: "B12345670", address: "Madrid", series: "A", irpfPercent: 15 },
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as ErrorBody).error.fields?.nif).toBe(
      "El NIF no es válido: revisa los números y la letra",
    );
    const issuer = await makeIssuer(t, { nif: "B87654323", series: "X" });
    const twice = await t.request("/api/billing/issuers", {
      method: "POST",
      json: { name: "Otra", nif: "b-87654323", address: "Madrid", series: "Y" },
    });
    expect(twice.status).toBe(409);
    expect(((await twice.json()) as ErrorBody).error.message).toBe("Ya hay un emisor con ese NIF");
    const agent = await t.request(`/api/billing/issuers/${issuer.id}`, {
      method: "PUT",
      json: { ...issuer, kind: "autonomo", licenceNumber: null, id: undefined },
    });
    expect(agent.status).toBe(400);
  });

  it("answers 401 without a session and 403 to a role without invoices", async () => {
    expect((await t.anonymous("/api/billing/issuers")).status).toBe(401);
    const assistant = await memberSession(t, t.cookie, "asistente");
    const refused = await t.request("/api/invoices", { cookie: assistant.cookie });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as ErrorBody).error.message).toBe("Tu rol (Asistente) no permite ver facturas");
    const accountant = await memberSession(t, t.cookie, "contabilidad");
    expect((await t.request("/api/invoices", { cookie: accountant.cookie })).status).toBe(200);
  });
});

describe("an invoice from the ledger", () => {
  it("drafts, issues, refuses changes and shows on its instalments", async () => {
    const issuer = await makeIssuer(t);
    const instalments = await brandInstalments(t, ["10.000€", "5.000€"]);
    const draft = await draftFor(
      t,
      issuer.id,
      instalments.map((instalment) => instalment.id),
    );
    expect(draft).toMatchObject({ status: "draft", state: "borrador", number: null, vatRate: 21, irpfPercent: 15 });
    expect(draft.lines).toHaveLength(2);
    expect(draft.lines[0]?.description).toMatch(/^Comisión de agencia por el acuerdo de patrocinio de /);
    // 10 % of 15.000 € earned; VAT 21 %, withholding 15 %.
    expect({
      base: draft.base,
      vat: draft.vat,
      total: draft.total,
      withheld: draft.withheld,
      payable: draft.payable,
    }).toEqual({
      base: 1500,
      vat: 315,
      total: 1815,
      withheld: 225,
      payable: 1590,
    });

    const edited = await t.request(`/api/invoices/${draft.id}`, {
      method: "PATCH",
      headers: { "If-Match": `"${draft.version}"` },
      json: { lines: [{ id: draft.lines[0]?.id, description: "Comisión de agencia, campaña de verano" }] },
    });
    expect(edited.status).toBe(200);

    const issued = await issue(t, draft.id);
    expect(issued).toMatchObject({
      status: "issued",
      state: "emitida",
      number: `A-${year}/0001`,
      issuedOn: agencyToday(),
      invoiceType: "F1",
      total: 1815,
      withheld: 225,
      payable: 1590,
    });
    expect(issued.issuer.nif).toBe(AGENCY_NIF);
    expect(issued.records).toHaveLength(1);
    expect(issued.records[0]?.state).toBe("pendiente");

    for (const method of ["PATCH", "DELETE"]) {
      const refused = await t.request(`/api/invoices/${draft.id}`, {
        method,
        json: method === "PATCH" ? { notes: "x" } : undefined,
      });
      expect(refused.status).toBe(409);
      expect(((await refused.json()) as ErrorBody).error.message).toMatch(/^La factura ya está emitida/);
    }
    await expect(
      t.database.pool.query("update invoices set total_amount = 1 where id = $1", [draft.id]),
    ).rejects.toThrow(/emitida/);
    await expect(
      t.database.pool.query("delete from invoice_lines where invoice_id = $1", [draft.id]),
    ).rejects.toThrow();

    const instalment = (await (await t.request(`/api/commissions/${instalments[0]?.id}`)).json()) as Commission;
    expect(instalment.invoice).toEqual({ id: draft.id, number: `A-${year}/0001` });
    const again = await t.request("/api/invoices", {
      method: "POST",
      json: { issuerId: issuer.id, commissionIds: [instalments[0]?.id], recipient: SPANISH_RECIPIENT },
    });
    expect(again.status).toBe(409);
    expect(((await again.json()) as ErrorBody).error.message).toBe(
      `Esa cuota ya está facturada en la factura A-${year}/0001`,
    );

    // The record: its XML with its fingerprint, which is the AEAT's SHA-256 of its fields.
    const record = await t.request(`/api/invoices/${draft.id}/record`);
    expect(record.status).toBe(200);
    const xml = await record.text();
    const huella = record.headers.get("X-Palco-Huella") ?? "";
    const generatedAt = /<sf:FechaHoraHusoGenRegistro>([^<]+)</.exec(xml)?.[1] ?? "";
    expect(xml).toContain("<sf:PrimerRegistro>S</sf:PrimerRegistro>");
    expect(huella).toBe(
      await fingerprintOf(
        issueFingerprintInput({
          issuerNif: AGENCY_NIF,
          invoiceNumber: `A-${year}/0001`,
          issuedOn: agencyToday().split("-").reverse().join("-"),
          invoiceType: "F1",
          totalTax: "315.00",
          totalAmount: "1815.00",
          previous: "",
          generatedAt,
        }),
      ),
    );

    // A payment on one instalment shows on the invoice.
    const paid = await t.request(`/api/commissions/${instalments[1]?.id}/payments`, {
      method: "POST",
      headers: { "Idempotency-Key": "pago-1" },
      json: { paidOn: agencyToday(), amount: 500 },
    });
    expect(paid.status).toBe(201);
    const partly = (await (await t.request(`/api/invoices/${draft.id}`)).json()) as Invoice;
    expect(partly).toMatchObject({ state: "parcial", paid: 500 });
  });

  it("refuses instalments of two payers", async () => {
    const issuer = (await (await t.request("/api/billing/issuers")).json()) as { items: { id: string }[] };
    const [one] = await brandInstalments(t, ["1.000€"]);
    const [other] = await brandInstalments(t, ["2.000€"]);
    const refused = await t.request("/api/invoices", {
      method: "POST",
      json: { issuerId: issuer.items[0]?.id, commissionIds: [one?.id, other?.id], recipient: SPANISH_RECIPIENT },
    });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as ErrorBody).error.message).toBe(
      "Las cuotas de una factura deben ser del mismo pagador",
    );
  });

  it("rectifies in its own series and cancels, freeing the instalment", async () => {
    const issuers = (await (await t.request("/api/billing/issuers")).json()) as {
      items: { id: string; nif: string }[];
    };
    const issuer = issuers.items.find((item) => item.nif === AGENCY_NIF);
    const [instalment] = await brandInstalments(t, ["3.000€"]);
    const original = await issue(t, (await draftFor(t, issuer?.id ?? "", [instalment?.id ?? ""])).id);
    const rectified = await t.request(`/api/invoices/${original.id}/rectify`, {
      method: "POST",
      json: {
        code: "R1",
        method: "I",
        reason: "El importe acordado era menor",
        lines: [{ description: "Ajuste", baseAmount: -100 }],
      },
    });
    expect(rectified.status).toBe(201);
    const rectifying = (await rectified.json()) as Invoice;
    expect(rectifying).toMatchObject({
      kind: "rectificativa",
      number: `R-${year}/0001`,
      invoiceType: "R1",
      base: -100,
      vat: -21,
      total: -121,
      rectifies: { id: original.id, number: original.number },
    });
    const xml = await (await t.request(`/api/invoices/${rectifying.id}/record`)).text();
    expect(xml).toContain("<sf:TipoRectificativa>I</sf:TipoRectificativa>");
    expect(xml).toContain(`<sf:NumSerieFactura>${original.number}</sf:NumSerieFactura>`);

    const cancelled = await t.request(`/api/invoices/${original.id}/cancel`, {
      method: "POST",
      json: { reason: "Duplicada" },
    });
    expect(cancelled.status).toBe(200);
    expect(((await cancelled.json()) as Invoice).state).toBe("anulada");
    const twice = await t.request(`/api/invoices/${original.id}/cancel`, {
      method: "POST",
      json: { reason: "Otra vez" },
    });
    expect(twice.status).toBe(409);
    const anulacion = await t.request(`/api/invoices/${original.id}/record?kind=anulacion`);
    expect(await anulacion.text()).toContain("<sf:NumSerieFacturaAnulada>");
    const freed = (await (await t.request(`/api/commissions/${instalment?.id}`)).json()) as Commission;
    expect(freed.invoice).toBeNull();

    const integrity = (await (await t.request("/api/qa/integrity")).json()) as {
      chains: { issuerNif: string; intact: boolean; records: number }[];
    };
    expect(integrity.chains.find((chain) => chain.issuerNif === AGENCY_NIF)).toMatchObject({
      intact: true,
      records: 4,
    });
  });

  it("keeps the book of the quarter for the gestor, without cancelled invoices in its totals", async () => {
    const [year, month] = agencyToday().split("-").map(Number);
    const quarter = Math.floor(((month ?? 1) - 1) / 3) + 1;
    const book = (await (await t.request(`/api/invoices/book?year=${year}&quarter=${quarter}`)).json()) as InvoiceBook;
    expect(book.rows.map((row) => [row.number, row.cancelled])).toEqual([
      [`A-${year}/0001`, false],
      [`A-${year}/0002`, true],
      [`R-${year}/0001`, false],
    ]);
    expect(book.totals.find((issuer) => issuer.issuerNif === AGENCY_NIF)).toMatchObject({
      invoices: 2,
      base: 1400,
      vat: 294,
      total: 1694,
      withheld: 210,
      byTreatment: [{ vatTreatment: "sujeta", vatRate: 21, base: 1400, vat: 294 }],
    });
    const bytes = Buffer.from(
      await (await t.request(`/api/invoices/book.csv?year=${year}&quarter=${quarter}`)).arrayBuffer(),
    );
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = bytes.subarray(3).toString("utf8");
    expect(csv.split("\r\n")[0]).toBe(
      "Número;Fecha;Tipo;Emisor;NIF emisor;Destinatario;NIF/ID destinatario;País;IVA;Tipo IVA (%);Base imponible (€);Cuota IVA (€);Total factura (€);Retención IRPF (€);Rectifica a;Anulada",
    );
    expect(csv).toContain(`R-${year}/0001;`);
    expect(csv).toContain(";-100,00;-21,00;-121,00;-15,00;A-");
    const xlsx = await t.request(`/api/invoices/book.xlsx?year=${year}&quarter=${quarter}`);
    expect(xlsx.headers.get("Content-Type")).toMatch(/spreadsheetml/);
    expect(
      Buffer.from(await xlsx.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe("PK");
    const bad = await t.request(`/api/invoices/book?year=${year}&quarter=5`);
    expect(bad.status).toBe(400);
  });

  it("answers 404 for an unknown invoice and 400 for a bad rectification", async () => {
    expect((await t.request("/api/invoices/00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await t.request("/api/invoices/no-es-un-id/pdf")).status).toBe(404);
    const bad = await t.request("/api/invoices/00000000-0000-4000-8000-000000000000/rectify", {
      method: "POST",
      json: { code: "R9", method: "I", reason: "", lines: [] },
    });
    expect(bad.status).toBe(400);
    const fields = ((await bad.json()) as ErrorBody).error.fields ?? {};
    expect(fields.code).toBe("Elige la causa de la rectificación");
    expect(fields.reason).toBe("Explica el motivo de la rectificación");
  });
});
