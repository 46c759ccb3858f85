import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validateXML } from "xmllint-wasm";

import { sendPendingRecords, type SenderOptions } from ".";
import type { Invoice } from "../../../shared/schemas/invoice";
import type { VerifactuStatus } from "../../../shared/schemas/verifactu";
import { connectDatabase } from "../../db/client";
import { rootDir } from "../../paths";
import { startAeatDouble } from "../../test/aeat-double";
import { brandInstalments, draftFor, issue, makeIssuer } from "../../test/billing";
import { memberSession } from "../../test/member-session";
import { useSignedInApp } from "../../test/signed-in-app";

const SECRET = "test-secret-test-secret-test-secret-0123";
let aeat: Awaited<ReturnType<typeof startAeatDouble>>;
beforeAll(async () => {
  aeat = await startAeatDouble();
});
afterAll(() => aeat.close());
const t = useSignedInApp(() => ({ verifactuUrl: aeat.url }));
const sender = (): SenderOptions => ({ url: aeat.url, secret: SECRET, ca: aeat.ca });
type ErrorBody = { error: { message: string } };

let clock = Date.now();
/** Each run an hour after the last: past any wait the AEAT asked for. */
const later = () => new Date((clock += 3_600_000));

let issuerId = "";
async function issuedInvoice(): Promise<Invoice> {
  const [instalment] = await brandInstalments(t, ["1.000€"]);
  return issue(t, (await draftFor(t, issuerId, [instalment?.id ?? ""])).id);
}
const stateOf = async (invoice: Invoice) =>
  ((await (await t.request(`/api/invoices/${invoice.id}`)).json()) as Invoice).records.map((record) => record.state);

describe("VERI*FACTU settings", () => {
  it("needs the certificate before sending, keeps it sealed and only for dirección", async () => {
    issuerId = (await makeIssuer(t)).id;
    const put = (json: object) => t.request("/api/billing/verifactu", { method: "PUT", json });
    const settings = {
      sending: "verifactu",
      producerName: "Palco Sports Management SL",
      producerNif: "B12345674",
      installationNumber: "1",
    };
    const early = await put(settings);
    expect(early.status).toBe(400);
    expect(((await early.json()) as ErrorBody).error.message).toBe(
      "Sube antes el certificado con el que se firmarán los envíos a la AEAT",
    );
    const upload = (password: string) =>
      t.request("/api/billing/verifactu/certificate", {
        method: "POST",
        json: { fileName: "agencia.p12", content: aeat.clientP12.toString("base64"), password },
      });
    const wrong = await upload("otra");
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as ErrorBody).error.message).toMatch(/^No se puede abrir el certificado/);
    const uploaded = (await (await upload(aeat.clientPassword)).json()) as VerifactuStatus;
    expect(uploaded.certificate?.name).toBe("agencia.p12");
    expect(JSON.stringify(uploaded)).not.toContain(aeat.clientP12.toString("base64").slice(0, 40));
    const stored = await t.database.pool.query<{ certificate: Buffer }>("select certificate from verifactu_settings");
    expect(stored.rows[0]?.certificate.includes(aeat.clientP12.subarray(0, 64))).toBe(false);
    const on = (await (await put(settings)).json()) as VerifactuStatus;
    expect(on).toMatchObject({ sending: "verifactu", environment: "test", endpoint: aeat.url });
    const accountant = await memberSession(t, t.cookie, "contabilidad");
    expect((await t.request("/api/billing/verifactu", { cookie: accountant.cookie })).status).toBe(403);
  });
});

describe("sending", () => {
  it("sends pending records with the taxpayer's certificate, in a message the AEAT's schema accepts", async () => {
    const invoices = [await issuedInvoice(), await issuedInvoice()];
    expect(await sendPendingRecords(t.database.db, sender(), later())).toBe("sent");
    for (const invoice of invoices) expect(await stateOf(invoice)).toEqual(["aceptado"]);
    expect(aeat.state.clientNames.at(-1)).toBe("Palco Sports Management SL");
    const message = aeat.state.messages.at(-1) ?? "";
    const body = message.slice(message.indexOf("<sfLR:RegFactuSistemaFacturacion"), message.indexOf("</soapenv:Body>"));
    const schema = (name: string) => ({
      fileName: name,
      contents: readFileSync(path.join(rootDir, "..", "shared", "reference", "verifactu", name), "utf8"),
    });
    const result = await validateXML({
      xml: { fileName: "envio.xml", contents: body },
      schema: schema("SuministroLR.xsd"),
      preload: [schema("SuministroInformacion.xsd"), schema("xmldsig-core-schema.xsd")],
    });
    expect(result.errors.map((error) => error.message)).toEqual([]);
    expect(await sendPendingRecords(t.database.db, sender(), later())).toBe("nothing");
  });

  it("waits the seconds the AEAT's last answer asked for", async () => {
    aeat.state.waitSeconds = 120;
    await issuedInvoice();
    const sentAt = later();
    expect(await sendPendingRecords(t.database.db, sender(), sentAt)).toBe("sent");
    const invoice = await issuedInvoice();
    expect(await sendPendingRecords(t.database.db, sender(), new Date(sentAt.getTime() + 119_000))).toBe("waiting");
    expect(await stateOf(invoice)).toEqual(["pendiente"]);
    expect(await sendPendingRecords(t.database.db, sender(), new Date(sentAt.getTime() + 121_000))).toBe("sent");
    expect(await stateOf(invoice)).toEqual(["aceptado"]);
    aeat.state.waitSeconds = 60;
  });

  it("shows a record accepted with errors with the AEAT's message", async () => {
    const invoice = await issuedInvoice();
    aeat.state.withErrors.add(invoice.number ?? "");
    await sendPendingRecords(t.database.db, sender(), later());
    const records = ((await (await t.request(`/api/invoices/${invoice.id}`)).json()) as Invoice).records;
    expect(records).toMatchObject([
      { state: "aceptado_con_errores", message: "El cálculo de la huella suministrada es incorrecta." },
    ]);
  });

  it("sends a rejected record again as a new record following the rejection", async () => {
    const invoice = await issuedInvoice();
    aeat.state.reject.add(invoice.number ?? "");
    await sendPendingRecords(t.database.db, sender(), later());
    expect(await stateOf(invoice)).toEqual(["rechazado"]);
    const early = await t.request(`/api/invoices/${(await issuedInvoice()).id}/record/resend`, { method: "POST" });
    expect(early.status).toBe(409);
    const resent = await t.request(`/api/invoices/${invoice.id}/record/resend`, { method: "POST" });
    expect(resent.status).toBe(200);
    expect(await stateOf(invoice)).toEqual(["rechazado", "pendiente"]);
    await sendPendingRecords(t.database.db, sender(), later());
    expect(await stateOf(invoice)).toEqual(["rechazado", "aceptado"]);
    expect(aeat.state.received.filter((received) => received.number === invoice.number)).toEqual([
      { number: invoice.number, operation: "Alta", previouslyRejected: false },
      { number: invoice.number, operation: "Alta", previouslyRejected: true },
    ]);
  });

  it("keeps records through an outage and sends them when the AEAT is back", async () => {
    const invoice = await issuedInvoice();
    aeat.state.outage = true;
    expect(await sendPendingRecords(t.database.db, sender(), later())).toBe("outage");
    const status = (await (await t.request("/api/billing/verifactu")).json()) as VerifactuStatus;
    expect(status.lastError).toMatch(/^No se pudo enviar a la AEAT \(la AEAT respondió 503\): se reintentará$/);
    expect(await stateOf(invoice)).toEqual(["pendiente"]);
    aeat.state.outage = false;
    expect(await sendPendingRecords(t.database.db, sender(), later())).toBe("sent");
    expect(await stateOf(invoice)).toEqual(["aceptado"]);
  });

  it("never sends a record twice from two processes at once", async () => {
    const invoices = [await issuedInvoice(), await issuedInvoice(), await issuedInvoice()];
    const second = connectDatabase(t.database.url, { max: 2 });
    try {
      const at = later();
      aeat.state.delayMs = 300;
      const first = sendPendingRecords(t.database.db, sender(), at);
      await new Promise((resolve) => setTimeout(resolve, 100));
      const outcomes = await Promise.all([first, sendPendingRecords(second.db, sender(), at)]);
      aeat.state.delayMs = 0;
      expect(outcomes.sort()).toEqual(["busy", "sent"]);
    } finally {
      await second.pool.end();
    }
    for (const invoice of invoices) {
      expect(aeat.state.received.filter((received) => received.number === invoice.number)).toHaveLength(1);
      expect(await stateOf(invoice)).toEqual(["aceptado"]);
    }
  });
});
