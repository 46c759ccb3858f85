import { sql } from "drizzle-orm";

import { THIRD_PARTY_THRESHOLD_CENTS, toCents, toEuros } from "../../../shared/domain/splits";
import type { ThirdPartyReport, ThirdPartyRow } from "../../../shared/schemas/settlement";
import type { DbExecutor } from "../../db/lib/executor";

type Row = {
  kind: "cliente" | "colaborador";
  name: string;
  tax_id: string | null;
  total: number;
  withheld: number;
  count: number;
};

/**
 * The year's totals per third party, as the gestor needs them for the annual declaration of operations with third
 * parties: each customer's issued invoices with VAT (rectifications counted, cancelled invoices left out) and the
 * IRPF they withheld, and each collaborator's payouts. Whoever passes 3.005,06 € is marked.
 */
export async function thirdPartyReport(db: DbExecutor, year: number): Promise<ThirdPartyReport> {
  const from = `${year}-01-01`;
  const to = `${year}-12-31`;
  const { rows } = await db.execute<Row>(sql`
    select 'cliente' as kind, max(i.recipient_name) as name,
           max(coalesce(i.recipient_nif, i.recipient_foreign_id)) as tax_id,
           sum(i.total_amount)::float8 as total, sum(i.withheld_amount)::float8 as withheld, count(*)::int as count
      from invoices i
     where i.status = 'issued' and i.issued_on between ${from}::date and ${to}::date
       and not exists (select 1 from invoice_cancellations ca where ca.invoice_id = i.id)
     group by coalesce(i.recipient_nif, i.recipient_foreign_id, i.recipient_name)
    union all
    select 'colaborador', co.name, co.tax_id, sum(p.amount)::float8, 0, count(*)::int
      from collaborator_payouts p join collaborators co on co.id = p.collaborator_id
     where p.paid_on between ${from}::date and ${to}::date
     group by co.id, co.name, co.tax_id
     order by 1, 4 desc, 2`);
  const report: ThirdPartyRow[] = rows.map((row) => ({
    kind: row.kind,
    name: row.name,
    taxId: row.tax_id,
    total: row.total,
    withheld: row.withheld,
    count: row.count,
    overThreshold: toCents(Math.abs(row.total)) > THIRD_PARTY_THRESHOLD_CENTS,
  }));
  return { year, threshold: toEuros(THIRD_PARTY_THRESHOLD_CENTS), rows: report };
}
