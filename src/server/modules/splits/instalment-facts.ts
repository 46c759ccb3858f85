import { sql, type SQL } from "drizzle-orm";

import { agencyTimeZone } from "../../../shared/domain/calendar-day";
import type { CommissionSource } from "../../../shared/domain/commissions";
import {
  toCents,
  type InstalmentFacts,
  type SplitBasis,
  type SplitDue,
  type SplitTerms,
} from "../../../shared/domain/splits";
import type { StatementPayerKind } from "../../../shared/schemas/player-statement";
import type { DbExecutor } from "../../db/lib/executor";

/** A split line as an instalment carries it, with whom it is for. */
export type ShareLine = SplitTerms & { collaboratorId: string; position: number };

/** An instalment with what its shares are computed from and what a statement says of it. */
export type InstalmentWithShares = {
  id: string;
  source: CommissionSource;
  sourceId: string | null;
  dueDate: string;
  period: string;
  archived: boolean;
  playerId: string | null;
  playerName: string;
  payerKind: StatementPayerKind;
  payerName: string;
  amount: number;
  paidAmount: number;
  invoiceNumber: string | null;
  shares: ShareLine[];
  facts: InstalmentFacts;
};

type Row = {
  id: string;
  source: CommissionSource;
  source_id: string | null;
  due_date: string;
  period: string;
  archived: boolean;
  player_id: string | null;
  player_name: string;
  payer_name: string | null;
  amount: number;
  paid_amount: number;
  invoice_number: string | null;
  shares:
    | {
        collaboratorId: string;
        position: number;
        percent: number | null;
        amount: number | null;
        basis: SplitBasis;
        due: SplitDue;
      }[]
    | null;
  payments: { paidOn: string; amount: number }[] | null;
  billings:
    | {
        issuedOn: string;
        lineBase: number;
        invoiceBase: number;
        vatRate: number;
        cancelledOn: string | null;
        rectifications: { issuedOn: string; method: "S" | "I"; base: number }[] | null;
      }[]
    | null;
};

const PAYER_KINDS: Record<CommissionSource, StatementPayerKind> = {
  deal: "brand",
  operation: "club",
  mandate: "player",
};

/**
 * The instalments a condition selects, each with its split lines, its payments and every ordinary invoice that
 * billed it (with its rectifications and cancellation): all an instalment's shares are computed from, in one read.
 * A cancellation counts from its day in the agency's time zone; a cancelled rectification does not count.
 */
export async function instalmentsWithShares(db: DbExecutor, where: SQL): Promise<InstalmentWithShares[]> {
  const zone = agencyTimeZone();
  const { rows } = await db.execute<Row>(sql`
    select c.id, c.source, coalesce(c.deal_id, c.mandate_id, c.operation_id) as source_id, c.due_date::text as due_date, c.period,
      c.archived_at is not null as archived, c.player_id, coalesce(p.name, c.kept_player_name, '') as player_name,
      case c.source when 'deal' then coalesce(b.name, c.kept_brand_name)
                    when 'operation' then coalesce(cl.name, c.kept_club_name)
                    else coalesce(p.name, c.kept_player_name) end as payer_name,
      c.amount::float8 as amount, c.paid_amount::float8 as paid_amount,
      (select i.number from invoiced_commissions ic join invoices i on i.id = ic.invoice_id
        where ic.commission_id = c.id) as invoice_number,
      (select json_agg(json_build_object('collaboratorId', s.collaborator_id, 'position', s.position,
          'percent', s.percent::float8, 'amount', s.amount::float8, 'basis', s.basis, 'due', s.due) order by s.position)
         from commission_shares s where s.commission_id = c.id) as shares,
      (select json_agg(json_build_object('paidOn', pay.paid_on, 'amount', pay.amount::float8))
         from commission_payments pay where pay.commission_id = c.id) as payments,
      (select json_agg(json_build_object(
          'issuedOn', i.issued_on, 'lineBase', l.base_amount::float8, 'invoiceBase', i.base_amount::float8,
          'vatRate', case when i.vat_treatment = 'sujeta' then i.vat_rate::float8 else 0 end,
          'cancelledOn', (ca.cancelled_at at time zone ${zone})::date,
          'rectifications', (select json_agg(json_build_object('issuedOn', r.issued_on,
              'method', r.rectification_method, 'base', r.base_amount::float8) order by r.issued_at)
             from invoices r where r.rectifies_id = i.id and r.status = 'issued'
              and not exists (select 1 from invoice_cancellations rc where rc.invoice_id = r.id))))
         from invoice_lines l join invoices i on i.id = l.invoice_id
         left join invoice_cancellations ca on ca.invoice_id = i.id
        where l.commission_id = c.id and i.status = 'issued' and i.rectifies_id is null) as billings
    from commissions c
    left join players p on p.id = c.player_id
    left join deals d on d.id = c.deal_id
    left join brands b on b.id = d.brand_id
    left join operations o on o.id = c.operation_id
    left join clubs cl on cl.id = o.club_id
    where ${where}
    order by c.due_date, c.id`);
  return rows.map((row) => ({
    id: row.id,
    source: row.source,
    sourceId: row.source_id,
    dueDate: row.due_date,
    period: row.period,
    archived: row.archived,
    playerId: row.player_id,
    playerName: row.player_name,
    payerKind: PAYER_KINDS[row.source],
    payerName: row.payer_name ?? "",
    amount: row.amount,
    paidAmount: row.paid_amount,
    invoiceNumber: row.invoice_number,
    shares: row.shares ?? [],
    facts: {
      amountCents: toCents(row.amount),
      payments: (row.payments ?? []).map((payment) => ({ paidOn: payment.paidOn, cents: toCents(payment.amount) })),
      billings: (row.billings ?? []).map((billing) => ({
        issuedOn: billing.issuedOn,
        lineBaseCents: toCents(billing.lineBase),
        invoiceBaseCents: toCents(billing.invoiceBase),
        vatRate: billing.vatRate,
        cancelledOn: billing.cancelledOn,
        rectifications: (billing.rectifications ?? []).map((rectification) => ({
          issuedOn: rectification.issuedOn,
          method: rectification.method,
          baseCents: toCents(rectification.base),
        })),
      })),
    },
  }));
}

/** The instalments a collaborator has a share of. */
export const sharedWith = (collaboratorId: string) =>
  sql`exists (select 1 from commission_shares s where s.commission_id = c.id and s.collaborator_id = ${collaboratorId})`;

/** Every instalment with a share of anyone's. */
export const sharedAtAll = sql`exists (select 1 from commission_shares s where s.commission_id = c.id)`;
