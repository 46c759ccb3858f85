// Writes that leave their row in the history, in the write's own transaction: the REST routes, the MCP write
// tools and the assistant's confirmed actions all go through these, so a change is recorded the same way
// whoever asks for it.
import { changedFields, type ActivityChange, type ActivityEntityType } from "../../shared/domain/activity";
import { CHANNEL_LABELS } from "../../shared/domain/contacts";
import type { Brand } from "../../shared/schemas/brand";
import type { Club } from "../../shared/schemas/club";
import type { Commission, CommissionPaymentInput } from "../../shared/schemas/commission";
import type { Contact } from "../../shared/schemas/contact";
import type { ContactLogEntry } from "../../shared/schemas/contact-log";
import type { Deal } from "../../shared/schemas/deal";
import type { PalcoDocument } from "../../shared/schemas/document";
import type { CalendarEvent } from "../../shared/schemas/event";
import type { Investment } from "../../shared/schemas/investment";
import type { Mandate } from "../../shared/schemas/mandate";
import type { NewsItem } from "../../shared/schemas/news";
import type { Offer } from "../../shared/schemas/offer";
import type { Okr } from "../../shared/schemas/okr";
import type { Operation } from "../../shared/schemas/operation";
import type { Player } from "../../shared/schemas/player";
import type { DbExecutor } from "../db/lib/executor";
import {
  addCommissionPayment,
  getCommission,
  removeCommissionPayment,
  type PaymentRefusal,
} from "../modules/commissions";
import { checkInKeyResult, getOkr } from "../modules/okrs";
import { playerOfRecord, recordActivity, type Actor } from "./activity";

/** The history's kind for a record and the name its rows show. */
export type HistoryKind<Item> = { type: ActivityEntityType; label: (item: Item) => string };

export const PLAYER_HISTORY: HistoryKind<Pick<Player, "name">> = { type: "player", label: (player) => player.name };
export const BRAND_HISTORY: HistoryKind<Pick<Brand, "name">> = { type: "brand", label: (brand) => brand.name };
export const CLUB_HISTORY: HistoryKind<Pick<Club, "name">> = { type: "club", label: (club) => club.name };
export const MANDATE_HISTORY: HistoryKind<Mandate> = {
  type: "mandate",
  label: (mandate) => `Mandato de ${mandate.playerName}`,
};
export const INVESTMENT_HISTORY: HistoryKind<Investment> = {
  type: "investment",
  label: (investment) => investment.name,
};
export const DEAL_HISTORY: HistoryKind<Pick<Deal, "brandName" | "playerName">> = {
  type: "deal",
  label: (deal) => `${deal.brandName} · ${deal.playerName}`,
};
export const EVENT_HISTORY: HistoryKind<CalendarEvent> = { type: "event", label: (event) => event.title };
export const NEWS_HISTORY: HistoryKind<NewsItem> = { type: "news", label: (item) => item.title };
export const DOCUMENT_HISTORY: HistoryKind<PalcoDocument> = { type: "document", label: (document) => document.name };
export const OPERATION_HISTORY: HistoryKind<Operation> = {
  type: "operation",
  label: (operation) => `${operation.type} · ${operation.playerName} → ${operation.clubName}`,
};
export const OFFER_HISTORY: HistoryKind<Offer> = {
  type: "offer",
  label: (offer) => `Oferta ${offer.direction} · ${offer.clubName}`,
};
export const CONTACT_HISTORY: HistoryKind<Contact> = {
  type: "contact",
  label: (contact) =>
    `${contact.name}${(contact.clubName ?? contact.brandName) ? ` · ${contact.clubName ?? contact.brandName}` : ""}`,
};
export const CONTACT_LOG_HISTORY: HistoryKind<ContactLogEntry> = {
  type: "contact_log",
  label: (entry) =>
    `${CHANNEL_LABELS[entry.channel]} · ${entry.contactName ?? entry.clubName ?? entry.brandName ?? entry.playerName ?? ""}`,
};
export const OKR_HISTORY: HistoryKind<Okr> = { type: "okr", label: (okr) => okr.objective };
export const COMMISSION_HISTORY: HistoryKind<Commission> = {
  type: "commission",
  label: (commission) => `Comisión ${commission.brandName ?? "de mandato"} · ${commission.playerName}`,
};

export async function createRecorded<Item extends { id: string }>(
  db: DbExecutor,
  kind: HistoryKind<Item>,
  actor: Actor,
  create: () => Promise<Item>,
): Promise<Item> {
  const created = await create();
  await recordCreatedBatch(db, kind, actor, [created]);
  return created;
}

/** Records many created records at once (a CSV import), one history row each. */
export async function recordCreatedBatch<Item extends { id: string }>(
  db: DbExecutor,
  kind: HistoryKind<Item>,
  actor: Actor,
  created: Item[],
): Promise<void> {
  await recordActivity(
    db,
    created.map((item) => ({
      actor,
      entityType: kind.type,
      entityId: item.id,
      entityLabel: kind.label(item),
      action: "create" as const,
      playerId: playerOfRecord(item),
    })),
  );
}

/**
 * Reads the record, writes, and records the fields of `input` that really changed with both values; undefined
 * (and nothing recorded) when the record does not exist.
 */
export async function updateRecorded<Item>(
  db: DbExecutor,
  kind: HistoryKind<Item>,
  actor: Actor,
  id: string,
  input: object,
  get: () => Promise<Item | undefined>,
  update: () => Promise<Item | undefined>,
): Promise<Item | undefined> {
  const before = await get();
  if (!before) return undefined;
  const after = await update();
  if (!after) return undefined;
  const changes = changedFields(
    before as Record<string, unknown>,
    after as Record<string, unknown>,
    input as Record<string, unknown>,
  );
  if (changes.length > 0)
    await recordActivity(db, {
      actor,
      entityType: kind.type,
      entityId: id,
      entityLabel: kind.label(after),
      action: "update",
      changes,
      playerId: playerOfRecord(after),
    });
  return after;
}

/** Deletes and records it, under the name the record had; false when there was nothing to delete. */
export async function removeRecorded<Item>(
  db: DbExecutor,
  kind: HistoryKind<Item>,
  actor: Actor,
  id: string,
  get: () => Promise<Item | undefined>,
  remove: () => Promise<boolean>,
): Promise<boolean> {
  const before = await get();
  if (!before || !(await remove())) return false;
  await recordActivity(db, {
    actor,
    entityType: kind.type,
    entityId: id,
    entityLabel: kind.label(before),
    action: "delete",
    playerId: playerOfRecord(before),
  });
  return true;
}

/**
 * A payment recorded or taken back, written in the history as the change of what the instalment has received (and
 * of its state when that changed), so the books read the same from the history.
 */
async function recordPaymentChange(
  db: DbExecutor,
  actor: Actor,
  before: Commission,
  after: Commission | PaymentRefusal | undefined,
) {
  if (!after || typeof after === "string" || after.receivedAmount === before.receivedAmount) return after;
  const changes: ActivityChange[] = [
    { field: "receivedAmount", before: before.receivedAmount, after: after.receivedAmount },
  ];
  if (after.receivedAt !== before.receivedAt)
    changes.push({ field: "receivedAt", before: before.receivedAt, after: after.receivedAt });
  await recordActivity(db, {
    actor,
    entityType: "commission",
    entityId: after.id,
    entityLabel: COMMISSION_HISTORY.label(after),
    action: "update",
    changes,
    playerId: after.playerId,
  });
  return after;
}

export async function addCommissionPaymentRecorded(
  db: DbExecutor,
  id: string,
  input: CommissionPaymentInput,
  today: string,
  actor: Actor,
  expectedVersion?: number,
) {
  const before = await getCommission(db, id, today);
  if (!before) return undefined;
  return recordPaymentChange(db, actor, before, await addCommissionPayment(db, id, input, today, expectedVersion));
}

export async function removeCommissionPaymentRecorded(
  db: DbExecutor,
  id: string,
  paymentId: string,
  today: string,
  actor: Actor,
  expectedVersion?: number,
) {
  const before = await getCommission(db, id, today);
  if (!before) return undefined;
  return recordPaymentChange(
    db,
    actor,
    before,
    await removeCommissionPayment(db, id, paymentId, today, expectedVersion),
  );
}

/** A key result's new current value; the history names the key result as the field that changed. */
export async function checkInKeyResultRecorded(
  db: DbExecutor,
  id: string,
  keyResultId: string,
  current: number,
  actor: Actor,
): Promise<Okr | "no-key-result" | undefined> {
  const before = await getOkr(db, id);
  const after = await checkInKeyResult(db, id, keyResultId, current);
  const keyResult = before?.keyResults.find((candidate) => candidate.id === keyResultId);
  if (before && keyResult && after && after !== "no-key-result" && keyResult.current !== current) {
    const changes = [{ field: keyResult.title, before: keyResult.current, after: current }];
    await recordActivity(db, {
      actor,
      entityType: "okr",
      entityId: id,
      entityLabel: OKR_HISTORY.label(after),
      action: "update",
      changes,
      playerId: after.playerId,
    });
  }
  return after;
}
