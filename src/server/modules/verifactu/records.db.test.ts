import { readFileSync } from "node:fs";
import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import { beforeAll, describe, expect, it } from "vitest";
import { validateXML } from "xmllint-wasm";

import { appendCancellationRecord, appendIssueRecord, checkChains } from ".";
import { agencyToday } from "../../../shared/domain/calendar-day";
import {
  cancellationFingerprintInput,
  fingerprintOf,
  issueFingerprintInput,
} from "../../../shared/domain/verifactu/fingerprint";
import type { Invoice } from "../../../shared/schemas/invoice";
import * as schema from "../../db/schema";
import { rootDir } from "../../paths";
import { AGENCY_NIF, brandInstalments, draftFor, issue, makeIssuer } from "../../test/billing";
import { useSignedInApp } from "../../test/signed-in-app";

const t = useSignedInApp();
const reference = path.join(rootDir, "..", "shared", "reference", "verifactu");
const schemaFile = (name: string) => ({ fileName: name, contents: readFileSync(path.join(reference, name), "utf8") });

/** Validates a record against the AEAT's SuministroInformacion.xsd (which imports the W3C signature schema). */
async function schemaErrors(xml: string) {
  const result = await validateXML({
    xml: {
      fileName: "registro.xml",
      contents: xml.startsWith("<?xml") ? xml : `<?xml version="1.0" encoding="UTF-8"?>\n${xml}`,
    },
    schema: schemaFile("SuministroInformacion.xsd"),
    preload: [schemaFile("xmldsig-core-schema.xsd")],
  });
  return result.errors.map((error) => error.message);
}

const recordOf = async (id: string, kind?: string) =>
  (await t.request(`/api/invoices/${id}/record${kind ? `?kind=${kind}` : ""}`)).text();

describe("every kind of record against the AEAT's schemas", () => {
  const invoices: Record<string, Invoice> = {};
  beforeAll(async () => {
    const issuer = await makeIssuer(t);
    const instalments = await brandInstalments(t, ["1.000€", "2.000€", "3.000€", "4.000€"]);
    const ids = instalments.map((instalment) => instalment.id);
    invoices.spanish = await issue(t, (await draftFor(t, issuer.id, [ids[0] ?? ""])).id);
    invoices.foreign = await issue(
      t,
      (
        await draftFor(t, issuer.id, [ids[1] ?? ""], {
          recipient: {
            name: "Club Atlético de Lisboa",
            foreignId: "PT501234567",
            idType: "02",
            country: "PT",
            address: "Lisboa",
          },
        })
      ).id,
    );
    invoices.reverse = await issue(t, (await draftFor(t, issuer.id, [ids[2] ?? ""], { vatTreatment: "inversion" })).id);
    invoices.exempt = await issue(t, (await draftFor(t, issuer.id, [ids[3] ?? ""], { vatTreatment: "exenta" })).id);
    for (const [key, method] of [
      ["bySubstitution", "S"],
      ["byDifferences", "I"],
    ] as const) {
      const response = await t.request(
        `/api/invoices/${invoices[key === "bySubstitution" ? "spanish" : "reverse"]?.id}/rectify`,
        {
          method: "POST",
          json: {
            code: key === "bySubstitution" ? "R4" : "R1",
            method,
            reason: "Corrección",
            lines: [{ description: "Servicio", baseAmount: 90 }],
          },
        },
      );
      invoices[key] = (await response.json()) as Invoice;
    }
    await t.request(`/api/invoices/${invoices.exempt?.id}/cancel`, {
      method: "POST",
      json: { reason: "Emitida por error" },
    });
  });

  it.each(["spanish", "foreign", "reverse", "exempt", "bySubstitution", "byDifferences"])(
    "the %s issue is valid",
    async (key) => {
      const xml = await recordOf(invoices[key]?.id ?? "");
      expect(xml).toContain("<sf:RegistroAlta");
      expect(await schemaErrors(xml)).toEqual([]);
    },
  );

  it("the cancellation is valid", async () => {
    const xml = await recordOf(invoices.exempt?.id ?? "", "anulacion");
    expect(xml).toContain("<sf:RegistroAnulacion");
    expect(await schemaErrors(xml)).toEqual([]);
  });

  it("records sent again after a rejection are valid", async () => {
    const invoice = invoices.spanish;
    if (!invoice?.number || !invoice.issuedOn) throw new Error("no invoice");
    const id = {
      issuerNif: AGENCY_NIF,
      invoiceNumber: invoice.number,
      invoiceDate: invoice.issuedOn.split("-").reverse().join("-"),
    };
    const [alta, anulacion] = await t.database.db.transaction(async (tx) => [
      await appendIssueRecord(tx, invoice.id, {
        invoice: id,
        issuerName: invoice.issuer.name,
        invoiceType: "F1",
        previouslyRejected: true,
        description: "Servicio",
        recipient: { name: "Marca Deportiva SA", nif: "A58723040", foreign: null },
        breakdown: [{ qualification: "S1", vatRate: "21.00", base: "100.00", vat: "21.00" }],
        totalTax: "21.00",
        totalAmount: "121.00",
      }),
      await appendCancellationRecord(tx, invoice.id, {
        invoice: id,
        issuerName: invoice.issuer.name,
        previouslyRejected: true,
      }),
    ]);
    const xmlOf = async (recordId: string) =>
      (await t.database.pool.query<{ xml: string }>("select xml from verifactu_records where id = $1", [recordId]))
        .rows[0]?.xml ?? "";
    expect(await xmlOf(alta)).toContain("<sf:RechazoPrevio>X</sf:RechazoPrevio>");
    expect(await schemaErrors(await xmlOf(alta))).toEqual([]);
    expect(await schemaErrors(await xmlOf(anulacion))).toEqual([]);
  });

  it("a schema error is reported, not swallowed", async () => {
    const xml = (await recordOf(invoices.spanish?.id ?? "")).replace(
      "<sf:TipoFactura>F1</sf:TipoFactura>",
      "<sf:TipoFactura>F9</sf:TipoFactura>",
    );
    expect((await schemaErrors(xml)).join(" ")).toMatch(/TipoFactura/);
  });
});

describe("the chain", () => {
  it("recomputes 50 records from scratch, refuses updates and reports a tampered record", async () => {
    const nif = "12345678Z";
    const issuer = await makeIssuer(t, {
      nif,
      series: "C",
      rectifyingSeries: "CR",
      kind: "autonomo",
      licenceNumber: "202301-0001",
    });
    const [instalment] = await brandInstalments(t, ["5.000€"]);
    const invoice = await issue(t, (await draftFor(t, issuer.id, [instalment?.id ?? ""])).id);
    const day = agencyToday().split("-").reverse().join("-");
    await t.database.db.transaction(async (tx) => {
      for (let index = 2; index <= 50; index += 1) {
        const id = { issuerNif: nif, invoiceNumber: `C-TEST/${index}`, invoiceDate: day };
        if (index % 10 === 0)
          await appendCancellationRecord(tx, invoice.id, {
            invoice: id,
            issuerName: issuer.name,
            previouslyRejected: false,
          });
        else
          await appendIssueRecord(tx, invoice.id, {
            invoice: id,
            issuerName: issuer.name,
            invoiceType: "F1",
            previouslyRejected: false,
            description: "Servicio",
            recipient: { name: "Marca", nif: "A58723040", foreign: null },
            breakdown: [{ qualification: "S1", vatRate: "21.00", base: `${index}.00`, vat: "0.21" }],
            totalTax: "0.21",
            totalAmount: `${index}.21`,
          });
      }
    });
    // From scratch: each fingerprint from the row's own fields and the previous row's fingerprint.
    const { rows } = await t.database.pool.query(
      "select * from verifactu_records where issuer_nif = $1 order by position",
      [nif],
    );
    expect(rows).toHaveLength(50);
    let previous = "";
    for (const [index, row] of rows.entries()) {
      expect(row.position).toBe(index + 1);
      expect(row.previous_huella ?? "").toBe(previous);
      const input =
        row.kind === "alta"
          ? issueFingerprintInput({
              issuerNif: nif,
              invoiceNumber: row.invoice_number,
              issuedOn: row.invoice_date,
              invoiceType: row.invoice_type,
              totalTax: row.total_tax,
              totalAmount: row.total_amount,
              previous,
              generatedAt: row.generated_at,
            })
          : cancellationFingerprintInput({
              issuerNif: nif,
              invoiceNumber: row.invoice_number,
              issuedOn: row.invoice_date,
              previous,
              generatedAt: row.generated_at,
            });
      expect(row.huella).toBe(await fingerprintOf(input));
      previous = row.huella;
    }
    const chainOf = async () => (await checkChains(t.database.db)).find((chain) => chain.issuerNif === nif);
    expect(await chainOf()).toMatchObject({ records: 50, intact: true });

    await expect(
      t.database.pool.query(
        "update verifactu_records set total_amount = '1.00' where issuer_nif = $1 and position = 25",
        [nif],
      ),
    ).rejects.toThrow(/no se pueden cambiar ni eliminar/);
    await expect(t.database.pool.query("delete from verifactu_records where issuer_nif = $1", [nif])).rejects.toThrow();

    // Past the database's guard (an owner turning the trigger off), the walk still sees it.
    const client = await t.database.pool.connect();
    try {
      await client.query("begin");
      await client.query("alter table verifactu_records disable trigger verifactu_records_append_only");
      await client.query("update verifactu_records set total_amount = '1.00' where issuer_nif = $1 and position = 25", [
        nif,
      ]);
      const report = (await checkChains(drizzle({ client, schema }))).find((chain) => chain.issuerNif === nif);
      expect(report?.intact).toBe(false);
      expect(report?.breaks).toEqual([
        { position: 25, invoiceNumber: "C-TEST/25", problem: "la huella no corresponde a sus datos" },
      ]);
    } finally {
      await client.query("rollback");
      client.release();
    }
  });
});
