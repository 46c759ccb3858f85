import { asc, eq, sql } from "drizzle-orm";

import type { BillingIssuer, CreateIssuerInput } from "../../../shared/schemas/billing-issuer";
import { withIsoTimestamps } from "../../db/lib/dates";
import type { DbExecutor } from "../../db/lib/executor";
import { billingIssuers } from "./table";

const issuerColumns = {
  id: billingIssuers.id,
  kind: billingIssuers.kind,
  name: billingIssuers.name,
  nif: billingIssuers.nif,
  address: billingIssuers.address,
  series: billingIssuers.series,
  rectifyingSeries: billingIssuers.rectifyingSeries,
  irpfPercent: billingIssuers.irpfPercent,
  irpfConfirmed: billingIssuers.irpfConfirmed,
  vatTreatment: billingIssuers.vatTreatment,
  vatRate: billingIssuers.vatRate,
  licenceNumber: billingIssuers.licenceNumber,
  email: billingIssuers.email,
  issuedCount: sql<number>`(select count(*)::int from invoices where invoices.issuer_id = ${billingIssuers.id} and invoices.status = 'issued')`,
  createdAt: billingIssuers.createdAt,
  updatedAt: billingIssuers.updatedAt,
  version: billingIssuers.version,
};

export async function listIssuers(db: DbExecutor): Promise<BillingIssuer[]> {
  const rows = await db
    .select(issuerColumns)
    .from(billingIssuers)
    .orderBy(asc(billingIssuers.name), asc(billingIssuers.id));
  return rows.map(withIsoTimestamps);
}

export async function getIssuer(db: DbExecutor, id: string): Promise<BillingIssuer | undefined> {
  const [row] = await db.select(issuerColumns).from(billingIssuers).where(eq(billingIssuers.id, id));
  return row ? withIsoTimestamps(row) : undefined;
}

export async function createIssuer(db: DbExecutor, input: CreateIssuerInput): Promise<BillingIssuer> {
  const [row] = await db.insert(billingIssuers).values(input).returning({ id: billingIssuers.id });
  const created = row && (await getIssuer(db, row.id));
  if (!created) throw new Error("insert returned no row");
  return created;
}

export async function updateIssuer(db: DbExecutor, id: string, input: CreateIssuerInput) {
  const [row] = await db
    .update(billingIssuers)
    .set(input)
    .where(eq(billingIssuers.id, id))
    .returning({ id: billingIssuers.id });
  return row ? getIssuer(db, row.id) : undefined;
}

/**
 * Deletes an issuer with no issued invoice (its drafts go with it); false when there is none to delete. Its series
 * have no counter: a counter row is only written by an issue, and an issue that did not commit took its row back.
 */
export async function removeIssuer(db: DbExecutor, id: string): Promise<boolean> {
  await db.execute(sql`delete from invoices where issuer_id = ${id} and status = 'draft'`);
  const deleted = await db.delete(billingIssuers).where(eq(billingIssuers.id, id)).returning({ id: billingIssuers.id });
  return deleted.length > 0;
}

/** The lines a statement or a settlement opens with: the agency's company as it invoices, else the first issuer. */
export async function agencyLetterhead(db: DbExecutor): Promise<string[]> {
  const [issuer] = await db
    .select({ name: billingIssuers.name, nif: billingIssuers.nif, address: billingIssuers.address })
    .from(billingIssuers)
    .orderBy(sql`${billingIssuers.kind} <> 'sociedad'`, billingIssuers.createdAt)
    .limit(1);
  return issuer ? [issuer.name, `NIF: ${issuer.nif}`, issuer.address] : ["Palco · Elite Management"];
}
