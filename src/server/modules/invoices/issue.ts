import { asc, eq, sql } from "drizzle-orm";

import { invoiceNumberOf, invoiceTypeOf } from "../../../shared/domain/invoices";
import { recordDate } from "../../../shared/domain/verifactu/record-values";
import { INVOICE_MESSAGES, type CancelInvoiceInput, type RectifyInvoiceInput } from "../../../shared/schemas/invoice";
import type { DbExecutor } from "../../db/lib/executor";
import { ruleConflict } from "../../domain-errors";
import { getIssuer } from "../billing-issuers";
import { appendCancellationRecord, appendIssueRecord } from "../verifactu";
import { storedTotals } from "./amounts";
import { billedInstalments } from "./billed-instalments";
import { lockedDraft, requireNoneInvoiced } from "./drafts";
import { issueRecordInputOf } from "./record-input";
import { invoiceCancellations, invoicedCommissions, invoiceLines, invoices, invoiceSeriesCounters } from "./table";

/**
 * The next number of the series in the year. The counter's row stays locked until the issue commits, so a
 * concurrent issue waits and takes the following number, and a rolled-back issue leaves no gap.
 */
async function nextNumber(db: DbExecutor, issuerId: string, series: string, year: number): Promise<number> {
  const [row] = await db
    .insert(invoiceSeriesCounters)
    .values({ issuerId, series, year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [invoiceSeriesCounters.issuerId, invoiceSeriesCounters.series, invoiceSeriesCounters.year],
      set: { lastNumber: sql`${invoiceSeriesCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: invoiceSeriesCounters.lastNumber });
  if (!row) throw new Error("the counter returned no row");
  return row.lastNumber;
}

async function requireIssuer(db: DbExecutor, issuerId: string) {
  const issuer = await getIssuer(db, issuerId);
  if (!issuer) throw new Error("an invoice without its issuer");
  if (!issuer.irpfConfirmed) throw ruleConflict(INVOICE_MESSAGES.issuerUnconfirmed);
  return issuer;
}

type Numbered = { series: string; year: number; sequence: number; number: string; issuedOn: string };

async function numbered(db: DbExecutor, issuerId: string, series: string, today: string): Promise<Numbered> {
  const year = Number(today.slice(0, 4));
  const sequence = await nextNumber(db, issuerId, series, year);
  return { series, year, sequence, number: invoiceNumberOf(series, year, sequence), issuedOn: today };
}

/**
 * Issues a draft: its instalments are claimed (one invoice each), its lines take their instalments' amounts as
 * they are now, it takes the series' next number and the issuer as it is, and its VERI*FACTU record is chained,
 * all in one transaction. Undefined when there is no such invoice.
 */
export async function issueDraft(db: DbExecutor, id: string, today: string, now = new Date()) {
  const draft = await lockedDraft(db, id);
  if (!draft) return undefined;
  const issuer = await requireIssuer(db, draft.issuerId);
  const lines = await db
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, id))
    .orderBy(asc(invoiceLines.position));
  const billedIds = lines.flatMap((line) => (line.commissionId ? [line.commissionId] : []));
  const instalments = await billedInstalments(db, billedIds);
  if (instalments.length !== billedIds.length || instalments.some((instalment) => instalment.archived))
    throw ruleConflict("Alguna cuota del borrador ya no existe: elimina el borrador y vuelve a facturar");
  requireNoneInvoiced(instalments);
  const amountOf = new Map(instalments.map((instalment) => [instalment.id, instalment.amount]));
  for (const line of lines) {
    const amount = line.commissionId ? amountOf.get(line.commissionId) : undefined;
    if (amount !== undefined && amount !== line.baseAmount) {
      await db.update(invoiceLines).set({ baseAmount: amount }).where(eq(invoiceLines.id, line.id));
      line.baseAmount = amount;
    }
  }
  if (billedIds.length > 0)
    await db.insert(invoicedCommissions).values(billedIds.map((commissionId) => ({ commissionId, invoiceId: id })));
  const { totals, columns } = storedTotals(lines, draft);
  const number = await numbered(db, issuer.id, issuer.series, today);
  const invoiceType = invoiceTypeOf({
    rectificationCode: null,
    recipientIdentified: Boolean(draft.recipientNif || draft.recipientForeignId),
  });
  const [issued] = await db
    .update(invoices)
    .set({
      ...number,
      ...columns,
      status: "issued",
      issuedAt: now,
      invoiceType,
      issuerName: issuer.name,
      issuerNif: issuer.nif,
      issuerAddress: issuer.address,
      issuerLicence: issuer.kind === "autonomo" ? issuer.licenceNumber : null,
    })
    .where(eq(invoices.id, id))
    .returning();
  if (!issued) return undefined;
  await appendIssueRecord(
    db,
    id,
    issueRecordInputOf(
      { ...issued, ...number, invoiceType, issuerNif: issuer.nif, issuerName: issuer.name },
      lines,
      totals,
    ),
    { now },
  );
  return issued;
}

async function lockedIssued(db: DbExecutor, id: string) {
  // The issued row cannot be updated, but it can be locked: two corrections of one invoice take turns.
  const [invoice] = await db.select().from(invoices).where(eq(invoices.id, id)).for("update");
  if (!invoice) return undefined;
  if (invoice.status !== "issued") throw ruleConflict(INVOICE_MESSAGES.notIssued);
  const [cancelled] = await db.select().from(invoiceCancellations).where(eq(invoiceCancellations.invoiceId, id));
  if (cancelled) throw ruleConflict(INVOICE_MESSAGES.cancelled);
  return invoice;
}

/** A rectifying invoice of an issued one, issued at once in the issuer's rectifying series. */
export async function rectifyInvoice(
  db: DbExecutor,
  id: string,
  input: RectifyInvoiceInput,
  today: string,
  now = new Date(),
) {
  const original = await lockedIssued(db, id);
  if (!original) return undefined;
  if (original.rectifiesId) throw ruleConflict(INVOICE_MESSAGES.rectifyingRectifying);
  const issuer = await requireIssuer(db, original.issuerId);
  const { totals, columns } = storedTotals(input.lines, original);
  const number = await numbered(db, issuer.id, issuer.rectifyingSeries, today);
  const { id: _id, createdAt: _created, updatedAt: _updated, version: _version, notes: _notes, ...copied } = original;
  const [issued] = await db
    .insert(invoices)
    .values({
      ...copied,
      ...number,
      ...columns,
      status: "draft",
      rectifiesId: original.id,
      rectificationCode: input.code,
      rectificationMethod: input.method,
      rectificationReason: input.reason,
      invoiceType: input.code,
      issuedAt: now,
      issuerName: issuer.name,
      issuerNif: issuer.nif,
      issuerAddress: issuer.address,
      issuerLicence: issuer.kind === "autonomo" ? issuer.licenceNumber : null,
    })
    .returning();
  if (!issued) throw new Error("insert returned no row");
  await db
    .insert(invoiceLines)
    .values(input.lines.map((line, index) => ({ ...line, invoiceId: issued.id, position: index + 1 })));
  // Lines go in while it is a draft; the status turns last, after which nothing of it changes.
  await db.update(invoices).set({ status: "issued" }).where(eq(invoices.id, issued.id));
  await appendIssueRecord(
    db,
    issued.id,
    issueRecordInputOf(
      { ...issued, ...number, invoiceType: input.code, issuerNif: issuer.nif, issuerName: issuer.name },
      input.lines,
      totals,
      original,
    ),
    { now },
  );
  return issued.id;
}

/** Cancels an issued invoice: its cancellation and RegistroAnulacion are written and its instalments freed. */
export async function cancelInvoice(
  db: DbExecutor,
  id: string,
  input: CancelInvoiceInput,
  actor: string,
  now = new Date(),
) {
  const invoice = await lockedIssued(db, id);
  if (!invoice?.number || !invoice.issuedOn || !invoice.issuerNif) return undefined;
  await db
    .insert(invoiceCancellations)
    .values({ invoiceId: id, reason: input.reason, cancelledBy: actor, cancelledAt: now });
  await db.delete(invoicedCommissions).where(eq(invoicedCommissions.invoiceId, id));
  await appendCancellationRecord(
    db,
    id,
    {
      invoice: {
        issuerNif: invoice.issuerNif,
        invoiceNumber: invoice.number,
        invoiceDate: recordDate(invoice.issuedOn),
      },
      issuerName: invoice.issuerName ?? "",
      previouslyRejected: false,
    },
    { now },
  );
  return id;
}
