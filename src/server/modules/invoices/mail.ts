import { formatInvoiceDate, formatInvoiceEuros } from "../../../shared/domain/invoices";
import type { Invoice } from "../../../shared/schemas/invoice";
import type { DbExecutor } from "../../db/lib/executor";
import { composeMail, type Mailer } from "../../mail/mailer";
import { invoiceSendings } from "./table";

/** Emails the invoice's PDF to the payer and records the sending once the SMTP server took it. */
export async function sendInvoiceByEmail(
  db: DbExecutor,
  mailer: Mailer,
  sending: { invoice: Invoice; pdf: Buffer; fileName: string; to: string; sentBy: string },
) {
  const { invoice } = sending;
  const number = invoice.number ?? "";
  const message = composeMail(sending.to, `Factura ${number} de ${invoice.issuer.name}`, [
    `Adjuntamos la factura ${number} de ${formatInvoiceDate(invoice.issuedOn ?? "")} por ${formatInvoiceEuros(invoice.withheld ? invoice.payable : invoice.total)}.`,
    `Emitida por ${invoice.issuer.name} (NIF ${invoice.issuer.nif}) a ${invoice.recipient.name}.`,
  ]);
  await mailer.send({
    ...message,
    attachments: [{ filename: sending.fileName, content: sending.pdf, contentType: "application/pdf" }],
  });
  await db.insert(invoiceSendings).values({ invoiceId: invoice.id, to: sending.to, sentBy: sending.sentBy });
}
