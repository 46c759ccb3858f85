import { eq, sql } from "drizzle-orm";

import {
  INVOICE_MESSAGES,
  type CreateInvoiceInput,
  type RecipientInput,
  type UpdateInvoiceInput,
} from "../../../shared/schemas/invoice";
import type { DbExecutor } from "../../db/lib/executor";
import { invalidInput, ruleConflict } from "../../domain-errors";
import { getIssuer } from "../billing-issuers";
import { storedTotals } from "./amounts";
import { billedInstalments, type BilledInstalment } from "./billed-instalments";
import { invoiceLines, invoices } from "./table";

/** The instalments a draft may bill: every one found, unarchived, of one payer, none already invoiced. */
function requireBillable(instalments: BilledInstalment[], ids: string[]) {
  if (instalments.length !== ids.length || instalments.some((instalment) => instalment.archived))
    throw invalidInput(INVOICE_MESSAGES.commissionMissing, { commissionIds: INVOICE_MESSAGES.commissionMissing });
  const payers = new Set(instalments.map((instalment) => `${instalment.payer.kind}:${instalment.payer.id ?? ""}`));
  if (payers.size > 1) throw invalidInput(INVOICE_MESSAGES.onePayer, { commissionIds: INVOICE_MESSAGES.onePayer });
  requireNoneInvoiced(instalments);
}

/** An instalment is billed by one issued invoice at most: a draft of one already invoiced is refused. */
export function requireNoneInvoiced(instalments: BilledInstalment[]) {
  const invoiced = instalments.find((instalment) => instalment.invoiceNumber);
  if (invoiced?.invoiceNumber) throw ruleConflict(INVOICE_MESSAGES.alreadyInvoiced(invoiced.invoiceNumber));
}

/** The recipient as stored: a Spanish NIF, or a foreign document (a NIF-IVA unless said) with its country. */
const recipientColumns = (recipient: RecipientInput) => ({
  recipientName: recipient.name,
  recipientNif: recipient.nif,
  recipientForeignId: recipient.nif ? null : recipient.foreignId,
  recipientIdType: recipient.nif ? null : (recipient.idType ?? "02"),
  recipientCountry: recipient.country,
  recipientAddress: recipient.address,
  recipientEmail: recipient.email,
});

/**
 * A draft from instalments of one payer: a line each, described from its deal, mandate or operation; taxed as the
 * issuer says unless the draft says otherwise, and, for a recipient abroad, not subject to Spanish VAT nor
 * withheld (art. 69 LIVA; a foreign payer does not withhold IRPF).
 */
export async function createDraft(db: DbExecutor, input: CreateInvoiceInput): Promise<string> {
  const issuer = await getIssuer(db, input.issuerId);
  if (!issuer) throw invalidInput("El emisor no existe", { issuerId: "El emisor no existe" });
  const instalments = await billedInstalments(db, input.commissionIds);
  requireBillable(instalments, input.commissionIds);
  const [first] = instalments;
  if (!first) throw invalidInput(INVOICE_MESSAGES.commissions);
  const abroad = input.recipient.country !== "ES";
  const taxes = {
    vatTreatment: input.vatTreatment ?? (abroad ? "no-sujeta" : issuer.vatTreatment),
    vatRate: input.vatRate ?? issuer.vatRate,
    irpfPercent: input.irpfPercent ?? (abroad ? 0 : issuer.irpfPercent),
  };
  const lines = instalments.map((instalment) => ({
    commissionId: instalment.id,
    description: instalment.description,
    baseAmount: instalment.amount,
  }));
  const { recipient } = input;
  const [row] = await db
    .insert(invoices)
    .values({
      issuerId: issuer.id,
      recipientKind: recipient.recordId ? recipient.kind : first.payer.kind,
      recipientRecordId: recipient.recordId ?? first.payer.id,
      ...recipientColumns(recipient),
      payerName: input.payerName ?? first.payer.name,
      serviceRecipientName: input.serviceRecipientName ?? first.serviceRecipient,
      notes: input.notes ?? null,
      ...taxes,
      ...storedTotals(lines, taxes).columns,
    })
    .returning({ id: invoices.id });
  if (!row) throw new Error("insert returned no row");
  await db
    .insert(invoiceLines)
    .values(lines.map((line, index) => ({ ...line, invoiceId: row.id, position: index + 1 })));
  return row.id;
}

/** The draft's row, read locked; a conflict when it was issued meanwhile, undefined when there is none. */
export async function lockedDraft(db: DbExecutor, id: string) {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id)).for("update");
  if (!row) return undefined;
  if (row.status !== "draft") throw ruleConflict(INVOICE_MESSAGES.issued);
  return row;
}

export async function updateDraft(db: DbExecutor, id: string, input: UpdateInvoiceInput): Promise<boolean> {
  const current = await lockedDraft(db, id);
  if (!current) return false;
  for (const line of input.lines ?? []) {
    const updated = await db
      .update(invoiceLines)
      .set({ description: line.description })
      .where(sql`${invoiceLines.id} = ${line.id} and ${invoiceLines.invoiceId} = ${id}`)
      .returning({ id: invoiceLines.id });
    if (updated.length === 0)
      throw invalidInput("Esa línea no es de esta factura", { lines: "Esa línea no es de esta factura" });
  }
  const taxes = {
    vatTreatment: input.vatTreatment ?? current.vatTreatment,
    vatRate: input.vatRate ?? current.vatRate,
    irpfPercent: input.irpfPercent ?? current.irpfPercent,
  };
  const lines = await db
    .select({ baseAmount: invoiceLines.baseAmount })
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, id));
  const { recipient } = input;
  await db
    .update(invoices)
    .set({
      ...(recipient && recipientColumns(recipient)),
      ...(input.payerName !== undefined && { payerName: input.payerName }),
      ...(input.serviceRecipientName !== undefined && { serviceRecipientName: input.serviceRecipientName }),
      ...(input.notes !== undefined && { notes: input.notes }),
      ...taxes,
      ...storedTotals(lines, taxes).columns,
    })
    .where(eq(invoices.id, id));
  return true;
}

export async function deleteDraft(db: DbExecutor, id: string): Promise<boolean> {
  if (!(await lockedDraft(db, id))) return false;
  const deleted = await db.delete(invoices).where(eq(invoices.id, id)).returning({ id: invoices.id });
  return deleted.length > 0;
}
