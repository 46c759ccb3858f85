import PDFDocument from "pdfkit";

import { SIGNER_ROLE_LABELS, type SignerRole } from "../../../shared/domain/signatures";

const MARGIN = 56;
const PAGE_WIDTH = 595.28;
const WIDTH = PAGE_WIDTH - 2 * MARGIN;
const GREY = "#555555";

export type RenderedSigner = {
  role: SignerRole;
  name: string;
  /** Present once they signed. */
  signature?: { typedName: string; drawing: Buffer | null; signedAt: string };
};

export type AuditEntry = {
  role: SignerRole;
  name: string;
  email: string | null;
  signedAt: string;
  ip: string | null;
  device: string | null;
  seenSha256: string;
};

export type SignaturePdfInput = {
  id: string;
  title: string;
  clauses: { heading: string; text: string }[];
  signers: RenderedSigner[];
  /** The final file's last page: who signed, when, from where, and the hashes. */
  audit?: { originalSha256: string; entries: AuditEntry[]; verifyUrl: string };
};

/** A moment as the agency reads it: "27/11/2026 10:42:05 (Europe/Madrid)". */
export function agencyMoment(iso: string, timeZone: string): string {
  const text = new Intl.DateTimeFormat("es-ES", {
    timeZone,
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).format(new Date(iso));
  return `${text.replace(",", "")} (${timeZone})`;
}

function signatureBlock(doc: PDFKit.PDFDocument, signer: RenderedSigner, x: number, y: number, timeZone: string) {
  const width = WIDTH / 2 - 12;
  doc.font("Helvetica").fontSize(9).fillColor(GREY).text(SIGNER_ROLE_LABELS[signer.role], x, y, { width });
  doc
    .rect(x, y + 14, width, 60)
    .strokeColor("#bbbbbb")
    .stroke();
  if (signer.signature?.drawing) doc.image(signer.signature.drawing, x + 6, y + 18, { fit: [width - 12, 52] });
  else if (signer.signature)
    doc
      .font("Helvetica-Oblique")
      .fontSize(18)
      .fillColor("#1f2a5a")
      .text(signer.signature.typedName, x + 8, y + 36, { width: width - 16 });
  doc
    .font("Helvetica")
    .fontSize(9)
    .fillColor("#000000")
    .text(signer.name, x, y + 78, { width });
  doc
    .fillColor(GREY)
    .text(
      signer.signature ? `Firmado el ${agencyMoment(signer.signature.signedAt, timeZone)}` : "Pendiente de firma",
      x,
      y + 90,
      { width },
    );
}

function auditPage(doc: PDFKit.PDFDocument, input: SignaturePdfInput, timeZone: string) {
  const audit = input.audit!;
  doc.addPage();
  doc.font("Helvetica-Bold").fontSize(16).fillColor("#000000").text("Registro de auditoría", MARGIN, MARGIN);
  doc.moveDown(0.5).font("Helvetica").fontSize(10);
  doc.text(`Documento: ${input.title}`);
  doc.text(`Identificador: ${input.id}`);
  doc.text(`SHA-256 del documento original: ${audit.originalSha256}`);
  for (const entry of audit.entries) {
    doc.moveDown(0.8).font("Helvetica-Bold").text(`${SIGNER_ROLE_LABELS[entry.role]}: ${entry.name}`);
    doc.font("Helvetica").fontSize(9);
    if (entry.email) doc.text(`Email: ${entry.email}`);
    doc.text(`Firmó el ${agencyMoment(entry.signedAt, timeZone)}, tras confirmar un código de un solo uso`);
    doc.text(`Dirección IP: ${entry.ip ?? "desconocida"}`);
    doc.text(`Dispositivo: ${entry.device ?? "desconocido"}`);
    doc.text(`SHA-256 del documento que leyó: ${entry.seenSha256}`);
    doc.fontSize(10);
  }
  doc.moveDown(1).fontSize(9).fillColor(GREY);
  doc.text(
    "La huella SHA-256 de este archivo final no puede figurar dentro de él: Palco la guarda al cerrarlo. " +
      `Cualquiera puede comprobar si Palco emitió este PDF, cuándo y firmado por quién en ${audit.verifyUrl}`,
    { width: WIDTH },
  );
}

/** The document to sign, or once signed, with every signature in place and the audit page at the end. */
export function renderSignaturePdf(input: SignaturePdfInput, timeZone: string): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    info: { Title: input.title, Creator: "Palco", Producer: "Palco" },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  doc.font("Helvetica").fontSize(9).fillColor(GREY).text("Palco · Elite Management", MARGIN, MARGIN);
  doc.moveDown(1).font("Helvetica-Bold").fontSize(16).fillColor("#000000").text(input.title, { width: WIDTH });
  doc.moveDown(0.3).font("Helvetica").fontSize(9).fillColor(GREY).text(`Documento ${input.id}`);
  for (const clause of input.clauses) {
    doc.moveDown(0.9).font("Helvetica-Bold").fontSize(11).fillColor("#000000").text(clause.heading, { width: WIDTH });
    doc.moveDown(0.2).font("Helvetica").fontSize(10.5).text(clause.text, { width: WIDTH, align: "justify" });
  }
  doc.moveDown(1.5);
  // Two signature blocks a row; a new page when the row would not fit.
  for (let index = 0; index < input.signers.length; index += 2) {
    if (doc.y + 110 > doc.page.height - MARGIN) doc.addPage();
    const y = doc.y;
    signatureBlock(doc, input.signers[index]!, MARGIN, y, timeZone);
    const second = input.signers[index + 1];
    if (second) signatureBlock(doc, second, MARGIN + WIDTH / 2 + 12, y, timeZone);
    doc.x = MARGIN;
    doc.y = y + 116;
  }
  if (input.audit) auditPage(doc, input, timeZone);
  doc.end();
  return done;
}
