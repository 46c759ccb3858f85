import { sql } from "drizzle-orm";

import { quarterLabel } from "../../../shared/domain/commissions";
import type { RecipientKind } from "../../../shared/domain/invoices";
import type { DbExecutor } from "../../db/lib/executor";

/** An instalment as an invoice bills it: its amount, who pays it and the service it describes. */
export type BilledInstalment = {
  id: string;
  amount: number;
  dueDate: string;
  archived: boolean;
  payer: { kind: RecipientKind; id: string | null; name: string };
  /** Who received the service: the brand for a deal, the player for a mandate or an operation. */
  serviceRecipient: string;
  description: string;
  invoiceNumber: string | null;
};

type Row = {
  id: string;
  source: "deal" | "mandate" | "operation";
  period: string;
  amount: string;
  due_date: string;
  archived: boolean;
  player_id: string | null;
  player_name: string;
  brand_id: string | null;
  brand_name: string | null;
  deal_type: string | null;
  club_id: string | null;
  club_name: string | null;
  invoice_number: string | null;
};

const periodText = (period: string) => (/^\d{4}-T[1-4]$/.test(period) ? `, ${quarterLabel(period)}` : "");

function billed(row: Row): BilledInstalment {
  const base = {
    id: row.id,
    amount: Number(row.amount),
    dueDate: row.due_date,
    archived: row.archived,
    invoiceNumber: row.invoice_number,
  };
  if (row.source === "deal")
    return {
      ...base,
      payer: { kind: "brand", id: row.brand_id, name: row.brand_name ?? "" },
      serviceRecipient: row.brand_name ?? "",
      description: `Comisión de agencia por el acuerdo de ${(row.deal_type ?? "patrocinio").toLowerCase()} de ${row.player_name} con ${row.brand_name ?? ""}${periodText(row.period)}`,
    };
  if (row.source === "operation")
    return {
      ...base,
      payer: { kind: "club", id: row.club_id, name: row.club_name ?? "" },
      serviceRecipient: row.player_name,
      description: `Honorarios de intermediación en la operación de ${row.player_name} con ${row.club_name ?? ""}`,
    };
  return {
    ...base,
    payer: { kind: "player", id: row.player_id, name: row.player_name },
    serviceRecipient: row.player_name,
    description: `Honorarios de representación de ${row.player_name} según mandato${periodText(row.period)}`,
  };
}

/** The instalments named, with their payer and description; those that do not exist are left out. */
export async function billedInstalments(db: DbExecutor, ids: string[]): Promise<BilledInstalment[]> {
  if (ids.length === 0) return [];
  const result = await db.execute<Row>(sql`
    select c.id, c.source, c.period, c.amount::text, c.due_date::text, c.archived_at is not null as archived,
      c.player_id, coalesce(p.name, c.kept_player_name, '') as player_name,
      d.brand_id, coalesce(b.name, c.kept_brand_name) as brand_name, d.type as deal_type,
      o.club_id, coalesce(cl.name, c.kept_club_name) as club_name,
      (select i.number from invoiced_commissions ic join invoices i on i.id = ic.invoice_id
        where ic.commission_id = c.id) as invoice_number
    from commissions c
    left join players p on p.id = c.player_id
    left join deals d on d.id = c.deal_id
    left join brands b on b.id = d.brand_id
    left join operations o on o.id = c.operation_id
    left join clubs cl on cl.id = o.club_id
    where c.id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})
    order by c.due_date, c.id`);
  return result.rows.map(billed);
}
