import { eq, sql } from "drizzle-orm";

import { agencyToday } from "../../../shared/domain/calendar-day";
import { formatCsvDate } from "../../../shared/domain/csv-values";
import type { ApprovalKind, ApprovalRecordType } from "../../../shared/domain/enums";
import { parseFeeAmount } from "../../../shared/domain/fee-amount";
import type { DbExecutor } from "../../db/lib/executor";
import { invalidInput } from "../../domain-errors";
import { recordActivity, type Actor } from "../../history/activity";
import { brands } from "../brands/table";
import { campaignImages } from "../campaign-images/table";
import { syncDealCommissions } from "../commissions";
import { deals } from "../deals/table";
import { events } from "../events/table";

/** What the player is asked, read from the record itself so that it says what the record says. */
export type Question = {
  playerId: string;
  kind: ApprovalKind;
  title: string;
  detail: string;
  amount: string | null;
  scheduledFor: string | null;
};

const NOT_FOUND: Record<ApprovalRecordType, string> = {
  deal: "No existe ese patrocinio",
  event: "No existe ese evento",
  campaign_image: "No existe esa imagen",
};

const period = (start: string | null, end: string | null) =>
  start && end
    ? `Del ${formatCsvDate(start)} al ${formatCsvDate(end)}`
    : start
      ? `Desde el ${formatCsvDate(start)}`
      : "";

async function dealQuestion(db: DbExecutor, id: string): Promise<Question | undefined> {
  const [deal] = await db
    .select({
      playerId: deals.playerId,
      brandName: brands.name,
      type: deals.type,
      fee: deals.fee,
      deliverables: deals.deliverables,
      startDate: deals.startDate,
      renewDate: deals.renewDate,
    })
    .from(deals)
    .innerJoin(brands, eq(brands.id, deals.brandId))
    .where(eq(deals.id, id));
  if (!deal) return undefined;
  const detail = [
    deal.deliverables.length > 0 ? `Entregables: ${deal.deliverables.join(", ")}` : "",
    period(deal.startDate, deal.renewDate),
  ].filter(Boolean);
  return {
    playerId: deal.playerId,
    kind: "deal",
    title: `${deal.type} con ${deal.brandName}`,
    detail: detail.join(" · "),
    amount: deal.fee || null,
    scheduledFor: deal.startDate,
  };
}

async function eventQuestion(db: DbExecutor, id: string): Promise<Question | undefined> {
  const [event] = await db.select().from(events).where(eq(events.id, id));
  if (!event) return undefined;
  return {
    playerId: event.playerId,
    kind: "event",
    title: event.title,
    detail: [event.type, event.time, event.location].filter(Boolean).join(" · "),
    amount: null,
    scheduledFor: event.date,
  };
}

async function imageQuestion(db: DbExecutor, id: string): Promise<Question | undefined> {
  const [image] = await db.select().from(campaignImages).where(eq(campaignImages.id, id));
  if (!image) return undefined;
  return {
    playerId: image.playerId,
    kind: "campaign_image",
    title: "Imagen de campaña para publicar",
    detail: [image.campaignType, image.aspectRatio, image.prompt].filter(Boolean).join(" · "),
    amount: null,
    scheduledFor: null,
  };
}

const QUESTIONS: Record<ApprovalRecordType, (db: DbExecutor, id: string) => Promise<Question | undefined>> = {
  deal: dealQuestion,
  event: eventQuestion,
  campaign_image: imageQuestion,
};

/** The question about the record, or a Spanish refusal naming the record that does not exist. */
export async function questionAbout(db: DbExecutor, recordType: ApprovalRecordType, recordId: string) {
  const question = await QUESTIONS[recordType](db, recordId);
  if (!question) throw invalidInput(NOT_FOUND[recordType], { recordId: NOT_FOUND[recordType] });
  return question;
}

const DECISION_WORDS = { approved: "Aprobado por el jugador", rejected: "Rechazado por el jugador" } as const;

type DecidedQuestion = {
  recordType: ApprovalRecordType;
  recordId: string;
  playerId: string;
  title: string;
  kind: ApprovalKind;
  /** A renewal's new fee and new renewal date, which the deal takes when the player approves. */
  amount: string | null;
  scheduledFor: string | null;
};

/**
 * What an approved renewal changes in its deal: the fee and the renewal date it named, as columns to write and as
 * history changes; nothing for any other answer.
 */
async function renewalTerms(db: DbExecutor, approval: DecidedQuestion, status: "approved" | "rejected") {
  if (approval.kind !== "renewal" || status !== "approved") return { set: {}, changes: [] };
  const [deal] = await db
    .select({ fee: deals.fee, renewDate: deals.renewDate })
    .from(deals)
    .where(eq(deals.id, approval.recordId));
  if (!deal) return { set: {}, changes: [] };
  const fee = approval.amount ?? deal.fee;
  const renewDate = approval.scheduledFor ?? deal.renewDate;
  return {
    set: { fee, feeAmount: parseFeeAmount(fee), renewDate },
    changes: [
      ...(fee !== deal.fee ? [{ field: "fee", before: deal.fee, after: fee }] : []),
      ...(renewDate !== deal.renewDate ? [{ field: "renewDate", before: deal.renewDate, after: renewDate }] : []),
    ],
  };
}

/**
 * The decision lands in its record, in the decision's transaction: the deal records it in its history (and its
 * version moves, so that a tab showing the old state is told; an approved renewal also gives it its new terms), the
 * event is confirmed or declined, the image's answer is the approval itself.
 */
export async function applyDecision(
  db: DbExecutor,
  approval: DecidedQuestion,
  decision: { status: "approved" | "rejected"; comment: string | null },
  actor: Actor,
) {
  const words = decision.comment
    ? `${DECISION_WORDS[decision.status]}: ${decision.comment}`
    : DECISION_WORDS[decision.status];
  if (approval.recordType === "deal") {
    // One write and one history entry: the answer, and an approved renewal's new terms with it.
    const renewal = await renewalTerms(db, approval, decision.status);
    await db
      .update(deals)
      .set({ ...renewal.set, updatedAt: sql`now()` })
      .where(eq(deals.id, approval.recordId));
    await recordActivity(db, {
      actor,
      entityType: "deal",
      entityId: approval.recordId,
      entityLabel: approval.title,
      action: "update",
      changes: [{ field: "playerApproval", before: "pending", after: words }, ...renewal.changes],
      playerId: approval.playerId,
    });
    if (renewal.changes.length > 0) await syncDealCommissions(db, approval.recordId, agencyToday());
  } else if (approval.recordType === "event") {
    const status = decision.status === "approved" ? "confirmado" : "rechazado";
    const [before] = await db.select({ status: events.status }).from(events).where(eq(events.id, approval.recordId));
    await db
      .update(events)
      .set({ status, updatedAt: sql`now()` })
      .where(eq(events.id, approval.recordId));
    await recordActivity(db, {
      actor,
      entityType: "event",
      entityId: approval.recordId,
      entityLabel: approval.title,
      action: "update",
      changes: [{ field: "status", before: before?.status ?? null, after: status }],
      playerId: approval.playerId,
    });
  }
}
