import { and, asc, eq, sql } from "drizzle-orm";

import { daysFrom } from "../../../shared/domain/calendar-day";
import { bonusWithinReach } from "../../../shared/domain/club-contracts";
import { OPEN_OPERATION_STAGES } from "../../../shared/domain/operations";
import { toCents, toEuros } from "../../../shared/domain/splits";
import type { ClubContract } from "../../../shared/schemas/club-contract";
import type { PlayerDossier } from "../../../shared/schemas/player-dossier";
import type { DbExecutor } from "../../db/lib/executor";
import { expiringOn } from "../../modules/documents";
import { documents } from "../../modules/documents/table";
import { sharedOutCents } from "../../modules/settlements";

/** How many open deals, operations and documents the dossier lists; each list links to its full screen. */
const LISTED = 5;

type Row = {
  contract_until: string | null;
  club_contract: {
    id: string;
    club: string;
    end: string;
    options: ClubContract["options"];
    bonuses: ClubContract["bonuses"];
  } | null;
  mandate: { id: string; start: string; end: string; registered: boolean; exclusive: boolean } | null;
  expected_year: number;
  received_year: number;
  overdue: number;
  overdue_count: number;
  next_due: { date: string; amount: number } | null;
  open_deals: PlayerDossier["openDeals"];
  open_operations: PlayerDossier["openOperations"];
  documents: PlayerDossier["documents"];
  pending_approvals: number;
};

/**
 * One player's dossier in one round trip: every figure is read from the player's records (money from the ledger the
 * commissions screen reads, archived instalments counting what was received). Undefined for an unknown player.
 */
/** The player's papers within their notice of expiring, or expired, soonest first. */
async function expiringPapersOf(db: DbExecutor, playerId: string, today: string) {
  const rows = await db
    .select({ id: documents.id, name: documents.name, kind: documents.kind, expiresOn: documents.expiresOn })
    .from(documents)
    .where(and(eq(documents.playerId, playerId), expiringOn(today)))
    .orderBy(asc(documents.expiresOn), asc(documents.id))
    .limit(LISTED);
  return rows.map((row) => ({
    ...row,
    expiresOn: row.expiresOn!,
    expired: row.expiresOn! < today,
  }));
}

/** The contract in force with a club as the dossier sums it up: the next option's notice, the bonuses near. */
function clubContractFacts(contract: Row["club_contract"], today: string): PlayerDossier["contract"]["club"] {
  if (!contract) return null;
  const notices = contract.options.map((option) => option.noticeBy).filter((day) => day >= today);
  return {
    id: contract.id,
    clubName: contract.club,
    endDate: contract.end,
    nextNoticeBy: notices.sort()[0] ?? null,
    bonusesWithinReach: contract.bonuses.filter(bonusWithinReach).length,
  };
}

export async function getPlayerDossier(
  db: DbExecutor,
  playerId: string,
  today: string,
): Promise<PlayerDossier | undefined> {
  const year = Number(today.slice(0, 4));
  const yearStart = `${year}-01-01`;
  const yearEnd = `${year}-12-31`;
  const openStages = sql.join(
    OPEN_OPERATION_STAGES.map((stage) => sql`${stage}::operation_stage`),
    sql`, `,
  );
  const result = await db.execute<Row>(sql`
    select
      p.contract_until::text as contract_until,
      (select json_build_object('id', k.id, 'club', cl.name, 'end', k.end_date, 'options', k.options,
                                'bonuses', k.bonuses)
         from club_contracts k join clubs cl on cl.id = k.club_id
         where k.player_id = p.id and k.start_date <= ${today}::date and k.end_date >= ${today}::date
         order by k.start_date desc limit 1) as club_contract,
      (select json_build_object('id', m.id, 'start', m.start_date, 'end', m.end_date,
                                'registered', m.fifa_registered_at is not null, 'exclusive', m.exclusive)
         from mandates m where m.player_id = p.id and m.end_date >= ${today}::date
         order by (m.start_date <= ${today}::date) desc, m.start_date limit 1) as mandate,
      (select coalesce(sum(case when c.archived_at is null then c.amount else c.paid_amount end), 0)::float8
         from commissions c where c.player_id = p.id and c.due_date between ${yearStart}::date and ${yearEnd}::date)
        as expected_year,
      (select coalesce(sum(pay.amount), 0)::float8
         from commission_payments pay join commissions c on c.id = pay.commission_id
         where c.player_id = p.id and pay.paid_on between ${yearStart}::date and ${yearEnd}::date)
        as received_year,
      (select coalesce(sum(c.amount - c.paid_amount), 0)::float8 from commissions c
         where c.player_id = p.id and c.archived_at is null and c.amount > c.paid_amount and c.due_date < ${today}::date)
        as overdue,
      (select count(*)::int from commissions c
         where c.player_id = p.id and c.archived_at is null and c.amount > c.paid_amount and c.due_date < ${today}::date)
        as overdue_count,
      (select json_build_object('date', c.due_date, 'amount', (c.amount - c.paid_amount)::float8) from commissions c
         where c.player_id = p.id and c.archived_at is null and c.amount > c.paid_amount and c.due_date >= ${today}::date
         order by c.due_date limit 1) as next_due,
      coalesce((select json_agg(d order by d.rank, d.created_at desc) from (
         select dl.id, b.name as "brandName", dl.stage, dl.fee, dl.created_at,
                case dl.stage when 'Activa' then 0 when 'Negociación' then 1 else 2 end as rank
           from deals dl join brands b on b.id = dl.brand_id
          where dl.player_id = p.id and dl.stage <> 'Cerrada'
          order by rank, dl.created_at desc limit ${LISTED}) d), '[]') as open_deals,
      coalesce((select json_agg(o order by o.updated_at desc) from (
         select op.id, cl.name as "clubName", op.type, op.stage, op.updated_at
           from operations op join clubs cl on cl.id = op.club_id
          where op.player_id = p.id and op.stage in (${openStages})
          order by op.updated_at desc limit ${LISTED}) o), '[]') as open_operations,
      coalesce((select json_agg(x order by x.pending desc, x.date desc) from (
         select doc.id, doc.name, doc.type, doc.kind, doc.status, doc.date, doc.status = 'pendiente' as pending
           from documents doc where doc.player_id = p.id
          order by (doc.status = 'pendiente') desc, doc.date desc limit ${LISTED}) x), '[]') as documents,
      (select count(*)::int from approvals a where a.player_id = p.id and a.status = 'pending') as pending_approvals
    from players p where p.id = ${playerId}`);
  const row = result.rows[0];
  if (!row) return undefined;
  // The year's expected figure is the gross the net is taken from: only the shares are read again.
  const sharedOut = await sharedOutCents(db, { from: yearStart, to: yearEnd }, playerId);
  const mandate = row.mandate;
  return {
    contract: {
      until: row.contract_until,
      daysLeft: row.contract_until ? daysFrom(today, row.contract_until) : null,
      club: clubContractFacts(row.club_contract, today),
    },
    mandate: mandate
      ? {
          id: mandate.id,
          startDate: mandate.start,
          endDate: mandate.end,
          daysLeft: daysFrom(today, mandate.end),
          inForce: mandate.start <= today,
          registered: mandate.registered,
          exclusive: mandate.exclusive,
        }
      : null,
    money: {
      year,
      expectedThisYear: row.expected_year,
      receivedThisYear: row.received_year,
      sharedOutThisYear: toEuros(sharedOut),
      netThisYear: toEuros(toCents(row.expected_year) - sharedOut),
      overdue: row.overdue,
      overdueCount: row.overdue_count,
      next: row.next_due,
    },
    openDeals: row.open_deals.map(({ id, brandName, stage, fee }) => ({ id, brandName, stage, fee })),
    openOperations: row.open_operations.map(({ id, clubName, type, stage }) => ({ id, clubName, type, stage })),
    documents: row.documents.map(({ id, name, type, kind, status, date }) => ({ id, name, type, kind, status, date })),
    expiringPapers: await expiringPapersOf(db, playerId, today),
    pendingApprovals: row.pending_approvals,
  };
}
