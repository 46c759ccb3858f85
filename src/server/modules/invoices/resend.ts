import { asc, eq, sql } from "drizzle-orm";

import { recordDate } from "../../../shared/domain/verifactu/record-values";
import type { DbExecutor } from "../../db/lib/executor";
import { ruleConflict } from "../../domain-errors";
import { appendCancellationRecord, appendIssueRecord } from "../verifactu";
import { storedTotals } from "./amounts";
import { issueRecordInputOf } from "./record-input";
import { invoiceLines, invoices } from "./table";

/**
 * After the AEAT rejected an invoice's latest record, a new one is generated from the invoice as issued (with
 * whatever the settings fixed, such as the producer's NIF), marked as following a rejection, and chained: the
 * rejected record stays as it was. A rejection caused by the invoice's own data is corrected by a rectifying
 * invoice instead.
 */
export async function resendRejectedRecord(db: DbExecutor, invoiceId: string) {
  const latest = await db.execute<{ id: string; kind: "alta" | "anulacion"; state: string | null }>(sql`
    select r.id, r.kind, (select state from verifactu_submissions s where s.record_id = r.id order by answered_at desc limit 1) as state
    from verifactu_records r where r.invoice_id = ${invoiceId} order by r.position desc limit 1`);
  const record = latest.rows[0];
  if (!record) return undefined;
  if (record.state !== "rechazado") throw ruleConflict("Solo se vuelve a enviar un registro que la AEAT rechazó");
  const [invoice] = await db.select().from(invoices).where(eq(invoices.id, invoiceId));
  if (!invoice?.number || !invoice.issuedOn || !invoice.issuerNif || !invoice.invoiceType || !invoice.issuerName)
    return undefined;
  const issued = {
    ...invoice,
    number: invoice.number,
    issuedOn: invoice.issuedOn,
    issuerNif: invoice.issuerNif,
    invoiceType: invoice.invoiceType,
    issuerName: invoice.issuerName,
  };
  const options = { correctsId: record.id };
  if (record.kind === "anulacion")
    return appendCancellationRecord(
      db,
      invoiceId,
      {
        invoice: {
          issuerNif: issued.issuerNif,
          invoiceNumber: issued.number,
          invoiceDate: recordDate(issued.issuedOn),
        },
        issuerName: issued.issuerName,
        previouslyRejected: true,
      },
      options,
    );
  const lines = await db
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoiceId))
    .orderBy(asc(invoiceLines.position));
  const rectified = invoice.rectifiesId
    ? (await db.select().from(invoices).where(eq(invoices.id, invoice.rectifiesId)))[0]
    : undefined;
  const input = issueRecordInputOf(issued, lines, storedTotals(lines, invoice).totals, rectified);
  return appendIssueRecord(db, invoiceId, { ...input, previouslyRejected: true }, options);
}
