import { asc } from "drizzle-orm";

import {
  cancellationFingerprintInput,
  fingerprintOf,
  issueFingerprintInput,
} from "../../../shared/domain/verifactu/fingerprint";
import type { DbExecutor } from "../../db/lib/executor";
import { verifactuChains, verifactuRecords } from "./table";

type StoredRecord = typeof verifactuRecords.$inferSelect;

export type ChainBreak = { position: number; invoiceNumber: string; problem: string };
export type ChainReport = { issuerNif: string; records: number; intact: boolean; breaks: ChainBreak[] };

async function recomputed(record: StoredRecord): Promise<string> {
  const previous = record.previousHuella ?? "";
  if (record.kind === "anulacion")
    return fingerprintOf(
      cancellationFingerprintInput({
        issuerNif: record.issuerNif,
        invoiceNumber: record.invoiceNumber,
        issuedOn: record.invoiceDate,
        previous,
        generatedAt: record.generatedAt,
      }),
    );
  return fingerprintOf(
    issueFingerprintInput({
      issuerNif: record.issuerNif,
      invoiceNumber: record.invoiceNumber,
      issuedOn: record.invoiceDate,
      invoiceType: record.invoiceType ?? "",
      totalTax: record.totalTax ?? "",
      totalAmount: record.totalAmount ?? "",
      previous,
      generatedAt: record.generatedAt,
    }),
  );
}

/** What is wrong with one record given the one before it in its chain; nothing when it holds. */
async function problemsOf(record: StoredRecord, before: StoredRecord | undefined, expectedPosition: number) {
  const problems: string[] = [];
  if (record.position !== expectedPosition) problems.push(`falta el registro ${expectedPosition} de la cadena`);
  if ((before?.huella ?? null) !== record.previousHuella)
    problems.push("la huella anterior no es la del registro que le precede");
  if ((await recomputed(record)) !== record.huella) problems.push("la huella no corresponde a sus datos");
  if (!record.xml.includes(`<sf:Huella>${record.huella}</sf:Huella>`)) problems.push("el XML no lleva su huella");
  return problems;
}

/**
 * Walks every issuer's chain from its first record, recomputing each fingerprint from the record's own fields and
 * checking it names the one before: a record changed, removed or slipped in shows as a break.
 */
export async function checkChains(db: DbExecutor): Promise<ChainReport[]> {
  const records = await db
    .select()
    .from(verifactuRecords)
    .orderBy(asc(verifactuRecords.issuerNif), asc(verifactuRecords.position));
  const heads = new Map((await db.select().from(verifactuChains)).map((head) => [head.issuerNif, head]));
  const byIssuer = new Map<string, StoredRecord[]>();
  for (const record of records) {
    const chain = byIssuer.get(record.issuerNif) ?? [];
    chain.push(record);
    byIssuer.set(record.issuerNif, chain);
  }
  const reports: ChainReport[] = [];
  for (const [issuerNif, chain] of byIssuer) {
    const breaks: ChainBreak[] = [];
    for (const [index, record] of chain.entries()) {
      for (const problem of await problemsOf(record, chain[index - 1], index + 1))
        breaks.push({ position: record.position, invoiceNumber: record.invoiceNumber, problem });
    }
    const head = heads.get(issuerNif);
    const last = chain.at(-1);
    if (!head || head.lastRecordId !== last?.id || head.length !== chain.length)
      breaks.push({
        position: last?.position ?? 0,
        invoiceNumber: last?.invoiceNumber ?? "",
        problem: "la cabeza de la cadena no apunta a su último registro",
      });
    reports.push({ issuerNif, records: chain.length, intact: breaks.length === 0, breaks });
  }
  return reports;
}
