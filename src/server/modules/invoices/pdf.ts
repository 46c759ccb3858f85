import PDFDocument from "pdfkit";
import QRCode from "qrcode";

import {
  FOREIGN_ID_TYPE_LABELS,
  formatInvoiceDate,
  formatInvoiceEuros,
  RECTIFICATION_CODE_LABELS,
  RECTIFICATION_METHOD_LABELS,
  VAT_LEGAL_MENTIONS,
} from "../../../shared/domain/invoices";
import { invoiceQrUrl, QR_LABEL_ABOVE, QR_LABEL_BELOW } from "../../../shared/domain/verifactu/qr";
import type { Invoice } from "../../../shared/schemas/invoice";

const MM = 72 / 25.4;
/** The QR's side: 35 mm, within the 30–40 mm the rules allow. */
export const QR_SIDE = 35 * MM;
const MARGIN = 50;
const PAGE_WIDTH = 595.28;
const RIGHT = PAGE_WIDTH - MARGIN;
const GREY = "#555555";

/** The QR's modules drawn as squares: sharp at any zoom, and the text a reader decodes is exactly the URL. */
function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number) {
  const qr = QRCode.create(text, { errorCorrectionLevel: "M" });
  const { size } = qr.modules;
  // Four modules of quiet zone on every side, inside the 35 mm.
  const module = QR_SIDE / (size + 8);
  doc.save().fillColor("#000000");
  for (let row = 0; row < size; row += 1)
    for (let column = 0; column < size; column += 1)
      if (qr.modules.get(row, column)) doc.rect(x + (column + 4) * module, y + (row + 4) * module, module, module);
  doc.fill().restore();
}

function identityOf(party: Invoice["recipient"]) {
  if (party.nif) return `NIF: ${party.nif}`;
  if (party.foreignId)
    return `${party.idType ? FOREIGN_ID_TYPE_LABELS[party.idType] : "Documento"}: ${party.foreignId} (${party.country})`;
  return "";
}

function header(doc: PDFKit.PDFDocument, invoice: Invoice, qrUrl: string | null) {
  const { issuer } = invoice;
  doc.font("Helvetica-Bold").fontSize(15).fillColor("#000000").text(issuer.name, MARGIN, MARGIN, { width: 300 });
  doc.font("Helvetica").fontSize(9).fillColor(GREY);
  doc.text(`NIF: ${issuer.nif}`, { width: 300 });
  doc.text(issuer.address, { width: 300 });
  if (issuer.licenceNumber) doc.text(`Agente de fútbol con licencia FIFA nº ${issuer.licenceNumber}`, { width: 300 });
  const below = doc.y;
  if (qrUrl) {
    const x = RIGHT - QR_SIDE - 20;
    doc
      .font("Helvetica")
      .fontSize(8)
      .fillColor("#000000")
      .text(QR_LABEL_ABOVE, x - 20, MARGIN, { width: QR_SIDE + 60, align: "center" });
    drawQr(doc, qrUrl, x, MARGIN + 12);
    doc.text(invoice.sending ? QR_LABEL_BELOW : "", x - 20, MARGIN + 14 + QR_SIDE, {
      width: QR_SIDE + 60,
      align: "center",
    });
  }
  doc.y = Math.max(below, MARGIN + QR_SIDE + 40) + 10;
}

function title(doc: PDFKit.PDFDocument, invoice: Invoice) {
  const heading = invoice.kind === "rectificativa" ? "FACTURA RECTIFICATIVA" : "FACTURA";
  doc.font("Helvetica-Bold").fontSize(18).fillColor("#000000").text(heading, MARGIN, doc.y);
  doc.font("Helvetica").fontSize(10);
  doc.text(`Número: ${invoice.number ?? "Borrador (sin número)"}`);
  if (invoice.issuedOn) doc.text(`Fecha de expedición: ${formatInvoiceDate(invoice.issuedOn)}`);
  if (invoice.cancellation)
    doc
      .font("Helvetica-Bold")
      .fillColor("#b00020")
      .text(`ANULADA: ${invoice.cancellation.reason}`)
      .fillColor("#000000");
  doc.moveDown(0.8);
}

function parties(doc: PDFKit.PDFDocument, invoice: Invoice) {
  const { recipient } = invoice;
  doc.font("Helvetica-Bold").fontSize(10).text("Destinatario");
  doc.font("Helvetica").fontSize(10).text(recipient.name);
  doc.text(identityOf(recipient));
  doc.text(recipient.address);
  if (invoice.payerName && invoice.payerName !== recipient.name) doc.text(`Pagador: ${invoice.payerName}`);
  if (invoice.serviceRecipientName && invoice.serviceRecipientName !== recipient.name)
    doc.text(`Destinatario real del servicio: ${invoice.serviceRecipientName}`);
  if (invoice.rectifies) {
    doc.moveDown(0.5).font("Helvetica-Bold").text("Factura rectificativa");
    doc
      .font("Helvetica")
      .text(`Rectifica la factura ${invoice.rectifies.number} de ${formatInvoiceDate(invoice.rectifies.issuedOn)}`);
    if (invoice.rectificationCode) doc.text(`Causa: ${RECTIFICATION_CODE_LABELS[invoice.rectificationCode]}`);
    if (invoice.rectificationMethod) doc.text(RECTIFICATION_METHOD_LABELS[invoice.rectificationMethod]);
    if (invoice.rectificationReason) doc.text(`Motivo: ${invoice.rectificationReason}`);
  }
  doc.moveDown(1);
}

function row(doc: PDFKit.PDFDocument, label: string, amount: string, bold = false) {
  const y = doc.y;
  doc.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(10);
  doc.text(label, MARGIN + 220, y, { width: 170 });
  const after = doc.y;
  doc.text(amount, RIGHT - 120, y, { width: 120, align: "right" });
  doc.y = Math.max(after, doc.y) + 2;
}

function lines(doc: PDFKit.PDFDocument, invoice: Invoice) {
  const top = doc.y;
  doc.font("Helvetica-Bold").fontSize(10).text("Concepto", MARGIN, top, { width: 360 });
  doc.text("Base imponible", RIGHT - 120, top, { width: 120, align: "right" });
  doc
    .moveTo(MARGIN, doc.y + 2)
    .lineTo(RIGHT, doc.y + 2)
    .strokeColor("#999999")
    .stroke();
  doc.y += 6;
  doc.font("Helvetica").fontSize(10);
  for (const line of invoice.lines) {
    const y = doc.y;
    doc.text(line.description, MARGIN, y, { width: 360 });
    const after = doc.y;
    doc.text(formatInvoiceEuros(line.baseAmount), RIGHT - 120, y, { width: 120, align: "right" });
    doc.y = Math.max(after, doc.y) + 4;
  }
  doc.moveTo(MARGIN, doc.y).lineTo(RIGHT, doc.y).strokeColor("#999999").stroke();
  doc.y += 8;
}

function totals(doc: PDFKit.PDFDocument, invoice: Invoice) {
  row(doc, "Base imponible", formatInvoiceEuros(invoice.base));
  if (invoice.vatTreatment === "sujeta") row(doc, `IVA (${invoice.vatRate} %)`, formatInvoiceEuros(invoice.vat));
  else row(doc, "IVA", formatInvoiceEuros(0));
  row(doc, "Total factura", formatInvoiceEuros(invoice.total), true);
  if (invoice.withheld !== 0) {
    row(doc, `Retención IRPF (${invoice.irpfPercent} %)`, formatInvoiceEuros(-invoice.withheld));
    row(doc, "Total a pagar", formatInvoiceEuros(invoice.payable), true);
  }
  const mention = VAT_LEGAL_MENTIONS[invoice.vatTreatment];
  doc.moveDown(1);
  if (mention)
    doc
      .font("Helvetica")
      .fontSize(9)
      .text(mention, MARGIN, doc.y, { width: RIGHT - MARGIN });
}

function footer(doc: PDFKit.PDFDocument, invoice: Invoice) {
  doc.moveDown(1).font("Helvetica").fontSize(8).fillColor(GREY);
  if (invoice.notes) doc.text(invoice.notes, MARGIN, doc.y, { width: RIGHT - MARGIN });
  if (invoice.status === "issued")
    doc.text(
      invoice.sending
        ? "Registro de facturación remitido a la AEAT por un sistema VERI*FACTU (Palco)."
        : "Esta factura no se ha remitido a la AEAT: el envío VERI*FACTU está desactivado en Palco.",
      MARGIN,
      doc.y,
      { width: RIGHT - MARGIN },
    );
}

/**
 * The invoice as a PDF in Spanish with the mentions of RD 1619/2012 art. 6 and, once issued, the QR the rules put
 * at the top of the first page.
 */
export function invoicePdf(invoice: Invoice, qrEnvironment: "production" | "test"): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    info: { Title: `Factura ${invoice.number ?? "borrador"}`, Author: invoice.issuer.name, Creator: "Palco" },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const qrUrl =
    invoice.status === "issued" && invoice.number && invoice.issuedOn
      ? invoiceQrUrl(
          {
            issuerNif: invoice.issuer.nif,
            invoiceNumber: invoice.number,
            issuedOn: invoice.issuedOn,
            totalCents: Math.round(invoice.total * 100),
          },
          qrEnvironment,
        )
      : null;
  header(doc, invoice, qrUrl);
  title(doc, invoice);
  parties(doc, invoice);
  lines(doc, invoice);
  totals(doc, invoice);
  footer(doc, invoice);
  doc.end();
  return done;
}
