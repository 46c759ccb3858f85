import jsQR from "jsqr";
import * as mupdf from "mupdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { agencyToday } from "../../../shared/domain/calendar-day";
import type { Invoice } from "../../../shared/schemas/invoice";
import { createMailer } from "../../mail/mailer";
import { brandInstalments, draftFor, issue, makeIssuer } from "../../test/billing";
import { useSignedInApp } from "../../test/signed-in-app";
import { startSmtpCatcher } from "../../test/smtp-catcher";

let inbox: Awaited<ReturnType<typeof startSmtpCatcher>>;
beforeAll(async () => {
  inbox = await startSmtpCatcher();
});
afterAll(() => inbox.close());
const t = useSignedInApp(() => ({ mailer: createMailer({ smtpUrl: inbox.url, from: "facturas@palco.test" }) }));

const MM_PER_POINT = 25.4 / 72;

/** The first page as a picture, as a phone's camera would see the printed invoice. */
function renderFirstPage(pdf: Uint8Array) {
  const page = mupdf.Document.openDocument(pdf, "application/pdf").loadPage(0);
  const pixmap = page.toPixmap(mupdf.Matrix.scale(3, 3), mupdf.ColorSpace.DeviceRGB, false, true);
  const width = pixmap.getWidth();
  const height = pixmap.getHeight();
  const rgb = pixmap.getPixels();
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let index = 0; index < width * height; index += 1) {
    rgba.set([rgb[index * 3] ?? 0, rgb[index * 3 + 1] ?? 0, rgb[index * 3 + 2] ?? 0, 255], index * 4);
  }
  return { width, height, rgba, text: page.toStructuredText("preserve-whitespace").asText() };
}

describe("the invoice's PDF", () => {
  let invoice: Invoice;
  let pdf: Uint8Array;
  beforeAll(async () => {
    const issuer = await makeIssuer(t, { kind: "autonomo", licenceNumber: "202301-0042", irpfPercent: 7 });
    const [instalment] = await brandInstalments(t, ["1.000.000€"]);
    invoice = await issue(t, (await draftFor(t, issuer.id, [instalment?.id ?? ""])).id);
    const response = await t.request(`/api/invoices/${invoice.id}/pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    pdf = new Uint8Array(await response.arrayBuffer());
  });

  it("carries the QR the AEAT verifies, at the top of the first page, 35 mm wide", () => {
    const page = renderFirstPage(pdf);
    const code = jsQR(page.rgba, page.width, page.height);
    const [year, month, day] = agencyToday().split("-");
    expect(code?.data).toBe(
      `https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR?nif=B12345674&numserie=${encodeURIComponent(invoice.number ?? "")}&fecha=${day}-${month}-${year}&importe=121000.00`,
    );
    const corners = code?.location;
    if (!corners) throw new Error("no QR found");
    // The finder patterns' centres sit 3.5 modules in from the edges of the code; the side in points is the page's / 3.
    const sideMm = ((corners.topRightCorner.x - corners.topLeftCorner.x) / 3) * MM_PER_POINT;
    expect(sideMm).toBeGreaterThan(25);
    expect(sideMm).toBeLessThan(40);
    expect(corners.topLeftCorner.y / 3).toBeLessThan(120);
  });

  it("prints the legal mentions in Spanish", () => {
    const { text } = renderFirstPage(pdf);
    for (const expected of [
      "QR tributario:",
      "FACTURA",
      `Número: ${invoice.number}`,
      "NIF: B12345674",
      "Agente de fútbol con licencia FIFA nº 202301-0042",
      "Destinatario",
      "NIF: A58723040",
      "IVA (21 %)",
      "21.000,00 €",
      "121.000,00 €",
      "Retención IRPF (7 %)",
      "-7.000,00 €",
      "Total a pagar",
      "114.000,00 €",
      "Esta factura no se ha remitido a la AEAT",
    ])
      expect(text).toContain(expected);
  });

  it("goes to the payer by email with the PDF attached, and the sending is recorded", async () => {
    const response = await t.request(`/api/invoices/${invoice.id}/send`, {
      method: "POST",
      json: { to: "pagos@marca.test" },
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as Invoice).sendings).toEqual([
      { to: "pagos@marca.test", sentAt: expect.any(String) },
    ]);
    const mail = inbox.received.at(-1);
    expect(mail?.subject).toBe(`Factura ${invoice.number} de Palco Sports Management SL`);
    expect(mail?.attachments[0]?.contentType).toBe("application/pdf");
    expect(mail?.attachments[0]?.content.subarray(0, 5).toString()).toBe("%PDF-");
    const invalid = await t.request(`/api/invoices/${invoice.id}/send`, { method: "POST", json: { to: "no" } });
    expect(invalid.status).toBe(400);
  });
});
