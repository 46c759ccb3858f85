import { eq, sql } from "drizzle-orm";

import { agencyTimeZone } from "../../../shared/domain/calendar-day";
import {
  cancellationFingerprintInput,
  fingerprintOf,
  issueFingerprintInput,
} from "../../../shared/domain/verifactu/fingerprint";
import { recordTimestamp } from "../../../shared/domain/verifactu/record-values";
import type { DbExecutor } from "../../db/lib/executor";
import {
  cancellationRecordXml,
  issueRecordXml,
  type CancellationRecordData,
  type ChainLink,
  type InvoiceId,
  type IssueRecordData,
} from "./record-xml";
import { informationSystemOf } from "./system";
import { verifactuChains, verifactuRecords } from "./table";

type ChainHead = { position: number; link: ChainLink };

/**
 * The issuer's chain head, its row locked until the transaction ends: whoever appends next waits here, so two
 * records never name the same previous one. The row is made on the chain's first record.
 */
async function lockedHead(db: DbExecutor, issuerNif: string): Promise<ChainHead> {
  const result = await db.execute<{
    length: number;
    issuer_nif: string;
    invoice_number: string;
    invoice_date: string;
    huella: string;
  }>(sql`
    select c.length, r.issuer_nif, r.invoice_number, r.invoice_date, r.huella
    from verifactu_chains c join verifactu_records r on r.id = c.last_record_id
    where c.issuer_nif = ${issuerNif}
    for update of c`);
  const row = result.rows[0];
  if (!row) {
    // No chain yet: a transaction-scoped lock on the NIF stands in for the row until the first record makes it.
    await db.execute(sql`select pg_advisory_xact_lock(hashtext('verifactu_chain'), hashtext(${issuerNif}))`);
    const again = await db.select().from(verifactuChains).where(eq(verifactuChains.issuerNif, issuerNif));
    if (again.length > 0) return lockedHead(db, issuerNif);
    return { position: 0, link: null };
  }
  return {
    position: row.length,
    link: {
      issuerNif: row.issuer_nif,
      invoiceNumber: row.invoice_number,
      invoiceDate: row.invoice_date,
      huella: row.huella,
    },
  };
}

async function append(
  db: DbExecutor,
  head: ChainHead,
  row: Omit<typeof verifactuRecords.$inferInsert, "position" | "issuerNif" | "previousHuella"> & { issuerNif: string },
) {
  const [inserted] = await db
    .insert(verifactuRecords)
    .values({ ...row, position: head.position + 1, previousHuella: head.link?.huella ?? null })
    .returning({ id: verifactuRecords.id });
  if (!inserted) throw new Error("insert returned no row");
  await db
    .insert(verifactuChains)
    .values({ issuerNif: row.issuerNif, length: head.position + 1, lastRecordId: inserted.id })
    .onConflictDoUpdate({
      target: verifactuChains.issuerNif,
      set: { length: head.position + 1, lastRecordId: inserted.id },
    });
  return inserted.id;
}

export type IssueRecordInput = Omit<IssueRecordData, "previous" | "system" | "generatedAt" | "huella">;

/** Writes an issued invoice's RegistroAlta at the end of its issuer's chain, in the issue's transaction. */
export async function appendIssueRecord(
  db: DbExecutor,
  invoiceId: string,
  input: IssueRecordInput,
  options: { now?: Date; correctsId?: string } = {},
) {
  const head = await lockedHead(db, input.invoice.issuerNif);
  const generatedAt = recordTimestamp(options.now ?? new Date(), agencyTimeZone());
  const huella = await fingerprintOf(
    issueFingerprintInput({
      issuerNif: input.invoice.issuerNif,
      invoiceNumber: input.invoice.invoiceNumber,
      issuedOn: input.invoice.invoiceDate,
      invoiceType: input.invoiceType,
      totalTax: input.totalTax,
      totalAmount: input.totalAmount,
      previous: head.link?.huella ?? "",
      generatedAt,
    }),
  );
  const system = await informationSystemOf(db, { name: input.issuerName, nif: input.invoice.issuerNif });
  const xml = issueRecordXml({ ...input, previous: head.link, system, generatedAt, huella });
  return append(db, head, {
    issuerNif: input.invoice.issuerNif,
    kind: "alta",
    invoiceId,
    invoiceNumber: input.invoice.invoiceNumber,
    invoiceDate: input.invoice.invoiceDate,
    invoiceType: input.invoiceType,
    totalTax: input.totalTax,
    totalAmount: input.totalAmount,
    huella,
    generatedAt,
    correctsId: options.correctsId ?? null,
    xml,
  });
}

/** Writes a cancellation's RegistroAnulacion at the end of the issuer's chain. */
export async function appendCancellationRecord(
  db: DbExecutor,
  invoiceId: string,
  input: { invoice: InvoiceId; issuerName: string; previouslyRejected: boolean },
  options: { now?: Date; correctsId?: string } = {},
) {
  const head = await lockedHead(db, input.invoice.issuerNif);
  const generatedAt = recordTimestamp(options.now ?? new Date(), agencyTimeZone());
  const huella = await fingerprintOf(
    cancellationFingerprintInput({
      issuerNif: input.invoice.issuerNif,
      invoiceNumber: input.invoice.invoiceNumber,
      issuedOn: input.invoice.invoiceDate,
      previous: head.link?.huella ?? "",
      generatedAt,
    }),
  );
  const system = await informationSystemOf(db, { name: input.issuerName, nif: input.invoice.issuerNif });
  const data: CancellationRecordData = {
    invoice: input.invoice,
    previouslyRejected: input.previouslyRejected,
    previous: head.link,
    system,
    generatedAt,
    huella,
  };
  return append(db, head, {
    issuerNif: input.invoice.issuerNif,
    kind: "anulacion",
    invoiceId,
    invoiceNumber: input.invoice.invoiceNumber,
    invoiceDate: input.invoice.invoiceDate,
    huella,
    generatedAt,
    correctsId: options.correctsId ?? null,
    xml: cancellationRecordXml(data),
  });
}

/** The invoice's latest record of the kind: what GET /invoices/:id/record answers. */
export async function latestRecordOf(db: DbExecutor, invoiceId: string, kind: "alta" | "anulacion") {
  const rows = await db
    .select()
    .from(verifactuRecords)
    .where(sql`${verifactuRecords.invoiceId} = ${invoiceId} and ${verifactuRecords.kind} = ${kind}`)
    .orderBy(sql`${verifactuRecords.position} desc`)
    .limit(1);
  return rows[0];
}
