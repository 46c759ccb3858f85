import { count, eq, sql } from "drizzle-orm";

import { agencyToday, shiftDays } from "../../../shared/domain/calendar-day";
import { BRAND_EMAIL_ROLE } from "../../../shared/domain/contacts";
import { parseFeeAmount } from "../../../shared/domain/fee-amount";
import { approvals } from "../../modules/approvals/table";
import { brands } from "../../modules/brands/table";
import { clubs } from "../../modules/clubs/table";
import { syncAllCommissions } from "../../modules/commissions";
import { commissionPayments, commissions } from "../../modules/commissions/table";
import { contactLog, contacts } from "../../modules/contacts/table";
import { deals } from "../../modules/deals/table";
import { documents } from "../../modules/documents/table";
import { events } from "../../modules/events/table";
import { investments } from "../../modules/investments/table";
import { mandates } from "../../modules/mandates/table";
import { news } from "../../modules/news/table";
import { offers } from "../../modules/offers/table";
import { okrs } from "../../modules/okrs/table";
import { operations } from "../../modules/operations/table";
import { followerSnapshots } from "../../modules/players/follower-snapshots-table";
import { players } from "../../modules/players/table";
import { transferWindows } from "../../modules/transfer-windows/table";
import { ADVISORY_LOCKS } from "../advisory-locks";
import type { Database } from "../client";
import { appMeta } from "../lib/app-meta-table";
import type { DbExecutor } from "../lib/executor";
import { normalizeSearchText } from "../lib/search-text";
import { buildSampleData } from "./sample-data";
import { rememberSampleRecords } from "./sample-records";

const SAMPLE_MARKER = "sample_data_loaded_at";
/**
 * The load transaction's own timestamp: every sample row carries it as updated_at until the agent changes it,
 * which is how clearing the sample tells an untouched sample record from one the agent edited or created.
 */
export const SAMPLE_WRITTEN_AT = "sample_data_written_at";
// Shared by every Palco process, so that two starting at once cannot both load the sample data.
const SEED_LOCK_KEY = ADVISORY_LOCKS.sampleData;

function daysAgo(today: string, days: number): Date {
  const date = new Date(`${today}T10:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date;
}

export async function insertSampleData(tx: DbExecutor, today: string): Promise<void> {
  const data = buildSampleData(today);
  const playerIds: Record<string, string> = {};
  const brandIds: Record<string, string> = {};
  const ref = (ids: Record<string, string>, key: string) => {
    const id = ids[key];
    if (!id) throw new Error(`sample data names an unknown record: ${key}`);
    return id;
  };

  for (const { key, social, createdAt, ...player } of data.players) {
    const [row] = await tx
      .insert(players)
      .values({
        ...player,
        instagramFollowers: social.instagram,
        tiktokFollowers: social.tiktok,
        xFollowers: social.x,
        youtubeFollowers: social.youtube,
        marketValueAmount: parseFeeAmount(player.marketValue),
        searchText: normalizeSearchText(player.name, player.position, player.team),
        createdAt: new Date(`${createdAt}T09:00:00Z`),
      })
      .returning({ id: players.id });
    playerIds[key] = row!.id;
  }
  for (const [key, snapshots] of Object.entries(data.snapshots)) {
    await tx
      .insert(followerSnapshots)
      .values(snapshots.map((snapshot) => ({ ...snapshot, playerId: ref(playerIds, key) })));
  }
  for (const { key, ...brand } of data.brands) {
    const [row] = await tx.insert(brands).values(brand).returning({ id: brands.id });
    brandIds[key] = row!.id;
  }
  const sampleDeals = await tx
    .insert(deals)
    .values(
      data.deals.map(({ player, brand, daysAgo: age, ...deal }) => ({
        ...deal,
        feeAmount: parseFeeAmount(deal.fee),
        playerId: ref(playerIds, player),
        brandId: ref(brandIds, brand),
        createdAt: daysAgo(today, age),
      })),
    )
    .returning({ id: deals.id, playerId: deals.playerId, brandId: deals.brandId });
  await tx.insert(investments).values(
    data.investments.map(({ player, ...item }) => ({
      ...item,
      amountValue: parseFeeAmount(item.amount),
      playerId: ref(playerIds, player),
    })),
  );
  await tx.insert(transferWindows).values(data.transferWindows);
  await tx
    .insert(mandates)
    .values(data.mandates.map(({ player, ...mandate }) => ({ ...mandate, playerId: ref(playerIds, player) })));
  await tx.insert(news).values(data.news.map(({ player, ...item }) => ({ ...item, playerId: ref(playerIds, player) })));
  await tx
    .insert(events)
    .values(data.events.map(({ player, ...item }) => ({ ...item, playerId: ref(playerIds, player) })));
  await tx.insert(documents).values(
    data.documents.map(({ player, brand, ...item }) => ({
      ...item,
      playerId: ref(playerIds, player),
      brandId: ref(brandIds, brand),
    })),
  );
  await tx.insert(okrs).values(
    data.okrs.map(({ player, keyResults, ...okr }) => {
      const playerName = player ? data.players.find((candidate) => candidate.key === player)?.name : undefined;
      return {
        ...okr,
        playerId: player ? ref(playerIds, player) : null,
        assignedTo: playerName ?? null,
        keyResults: keyResults.map((keyResult, index) => ({ id: `kr-${index + 1}`, ...keyResult })),
      };
    }),
  );
  const dealOf = (player: string, brand: string) => {
    const deal = sampleDeals.find(
      (row) => row.playerId === ref(playerIds, player) && row.brandId === ref(brandIds, brand),
    );
    if (!deal) throw new Error(`Sample data: no deal between ${player} and ${brand}`);
    return deal.id;
  };
  await tx.insert(approvals).values(
    data.approvals.map(({ player, daysAgo: age, ...question }) => {
      // Only the pending questions may name a deal.
      const { dealWith, ...approval } = question as typeof question & { dealWith?: string };
      return {
        ...approval,
        playerId: ref(playerIds, player),
        ...(dealWith ? { recordType: "deal" as const, recordId: dealOf(player, dealWith) } : {}),
        createdAt: daysAgo(today, age + 2),
        decidedAt: approval.status === "pending" ? null : daysAgo(today, age),
      };
    }),
  );
  const clubIds: Record<string, string> = {};
  for (const { key, ...club } of data.clubs) {
    const [row] = await tx.insert(clubs).values(club).returning({ id: clubs.id });
    clubIds[key] = row!.id;
  }
  const contactIds: Record<string, string> = {};
  for (const { key, club, ...contact } of data.contacts) {
    const [row] = await tx
      .insert(contacts)
      .values({ ...contact, clubId: ref(clubIds, club) })
      .returning({ id: contacts.id });
    contactIds[key] = row!.id;
  }
  // Each brand's contact email is one of its people, as for a brand the agent creates.
  for (const brand of data.brands)
    if (brand.contactEmail)
      await tx.insert(contacts).values({
        name: `Contacto de ${brand.name}`,
        role: BRAND_EMAIL_ROLE,
        email: brand.contactEmail,
        brandId: ref(brandIds, brand.key),
      });
  const operationIds: Record<string, string> = {};
  for (const { key, player, club, originClub, ...operation } of data.operations) {
    const [row] = await tx
      .insert(operations)
      .values({
        ...operation,
        playerId: ref(playerIds, player),
        clubId: ref(clubIds, club),
        originClubId: originClub ? ref(clubIds, originClub) : null,
      })
      .returning({ id: operations.id });
    operationIds[key] = row!.id;
  }
  await tx.insert(offers).values(
    data.offers.map(({ operation, club, ...offer }) => ({
      ...offer,
      operationId: ref(operationIds, operation),
      clubId: ref(clubIds, club),
    })),
  );
  await tx.insert(contactLog).values(
    data.contactLog.map(({ contact, operation, ...entry }) => {
      const about = data.operations.find((candidate) => candidate.key === operation)!;
      return {
        ...entry,
        contactId: ref(contactIds, contact),
        operationId: ref(operationIds, operation),
        clubId: ref(clubIds, about.club),
        playerId: ref(playerIds, about.player),
      };
    }),
  );
  await syncAllCommissions(tx);
  // The agency's history: what fell due two months ago or earlier was paid a fortnight after its date.
  await tx.execute(sql`
    insert into ${commissionPayments} (commission_id, paid_on, amount)
    select id, least(due_date + 14, ${today}::date), amount from ${commissions}
    where due_date < ${shiftDays(today, -60)}::date and amount > 0`);
}

/**
 * Loads the sample portfolio once, into a database that has never had it and holds no players or brands.
 * An agent who deleted every sample record does not get it back on the next start.
 */
export async function loadSampleDataIfEmpty(db: Database, today = agencyToday()): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [marker] = await tx.select().from(appMeta).where(eq(appMeta.key, SAMPLE_MARKER));
    if (marker) return false;
    const [playerCount] = await tx.select({ total: count() }).from(players);
    const [brandCount] = await tx.select({ total: count() }).from(brands);
    if ((playerCount?.total ?? 0) > 0 || (brandCount?.total ?? 0) > 0) return false;
    await insertSampleData(tx, today);
    await rememberSampleRecords(tx);
    await tx.insert(appMeta).values([
      { key: SAMPLE_MARKER, value: new Date().toISOString() },
      { key: SAMPLE_WRITTEN_AT, value: sql`now()::text` },
    ]);
    return true;
  });
}

/** The agent chose, on setup, to start from an empty portfolio: no later start loads the sample. */
export async function declineSampleData(db: DbExecutor): Promise<void> {
  await db.insert(appMeta).values({ key: SAMPLE_MARKER, value: "declined" }).onConflictDoNothing();
}
