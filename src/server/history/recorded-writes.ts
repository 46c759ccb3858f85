// Writes that leave their row in the history, in the write's own transaction: the REST routes, the MCP write
// tools and the assistant's confirmed actions all go through these, so a change is recorded the same way
// whoever asks for it.
import { changedFields, type ActivityChange } from "../../shared/domain/activity";
import type { Commission, CommissionPaymentInput } from "../../shared/schemas/commission";
import type { Okr } from "../../shared/schemas/okr";
import type { DbExecutor } from "../db/lib/executor";
import {
  addCommissionPayment,
  COMMISSION_HISTORY,
  getCommission,
  removeCommissionPayment,
  type PaymentRefusal,
} from "../modules/commissions";
import { checkInKeyResult, getOkr, OKR_HISTORY } from "../modules/okrs";
import { playerOfRecord, recordActivity, type Actor } from "./activity";
import type { HistoryKind } from "./history-kind";

export type { HistoryKind } from "./history-kind";

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
  input: CommissionPaymentInput & { id: string },
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
