import { formatInvoiceDate, formatInvoiceEuros } from "../../../shared/domain/invoices";
import type { Settlement } from "../../../shared/schemas/settlement";
import type { DbExecutor } from "../../db/lib/executor";
import { composeMail, type Mailer } from "../../mail/mailer";
import { settlementSendings } from "./table";

/** Emails the settlement's PDF to the collaborator and records the sending once the SMTP server took it. */
export async function sendSettlementByEmail(
  db: DbExecutor,
  mailer: Mailer,
  sending: { settlement: Settlement; pdf: Buffer; fileName: string; to: string; sentBy: string; agency: string },
) {
  const { settlement } = sending;
  const period = `del ${formatInvoiceDate(settlement.from)} al ${formatInvoiceDate(settlement.to)}`;
  const message = composeMail(sending.to, `Liquidación ${period} · ${sending.agency}`, [
    `Hola, ${settlement.collaborator.name}:`,
    `Adjuntamos tu liquidación ${period}: devengado ${formatInvoiceEuros(settlement.earned)}, pagado ${formatInvoiceEuros(settlement.paid)}, pendiente al cierre ${formatInvoiceEuros(settlement.pending)}.`,
  ]);
  await mailer.send({
    ...message,
    attachments: [{ filename: sending.fileName, content: sending.pdf, contentType: "application/pdf" }],
  });
  await db.insert(settlementSendings).values({
    collaboratorId: settlement.collaborator.id,
    from: settlement.from,
    to: settlement.to,
    sentTo: sending.to,
    sentBy: sending.sentBy,
  });
}
