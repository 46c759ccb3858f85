import { createHash, createHmac, randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { and, asc, desc, eq, inArray, isNull, or } from "drizzle-orm";

import { agencyTimeZone } from "../../../shared/domain/calendar-day";
import {
  SIGNATURE_OPEN_DAYS,
  signatureStatusOf,
  signerInTurn,
  type SignatureRecordType,
} from "../../../shared/domain/signatures";
import {
  SIGNATURE_MESSAGES,
  type CreateSignatureInput,
  type SignatureRequest,
  type SignatureVerification,
} from "../../../shared/schemas/signature";
import { user } from "../../auth/table";
import type { DbExecutor } from "../../db/lib/executor";
import { recordNotFound, ruleConflict } from "../../domain-errors";
import type { FileStorage } from "../../storage/storage";
import { renderSignaturePdf } from "./pdf";
import { signatureRequests, signatureSigners } from "./table";
import { fillTemplate } from "./templates";

export const sha256Of = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/** A link signer's one-time link token, derived from the server secret: it can be given again, never guessed. */
export const linkTokenFor = (signerId: string, secret: string) =>
  createHmac("sha256", secret).update(`signature-link:${signerId}`).digest("base64url");
export const hashLinkToken = (token: string) => createHash("sha256").update(token).digest("hex");

export const storedPdf = async (storage: FileStorage, key: string): Promise<Buffer> => {
  const stream = await storage.get(key);
  if (!stream) throw recordNotFound(SIGNATURE_MESSAGES.notFound);
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
};

export type RequestRow = typeof signatureRequests.$inferSelect;
export type SignerRow = typeof signatureSigners.$inferSelect;

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** A request as the API answers it; `emailsOf` leaves only the signers' emails a reader may see. */
export function toSignatureRequest(
  request: RequestRow,
  signers: SignerRow[],
  now: Date,
  emailsOf: (signer: SignerRow) => string | null = (signer) => signer.email,
): SignatureRequest {
  const ordered = [...signers].sort((a, b) => a.position - b.position);
  const expiresAt = iso(request.expiresAt);
  const status = signatureStatusOf({ status: request.status, expiresAt }, now);
  const inTurn = status === "enviada" ? signerInTurn(ordered.map(asTurn)) : undefined;
  return {
    id: request.id,
    template: request.template,
    title: request.title,
    recordType: request.recordType,
    recordId: request.recordId,
    playerId: request.playerId,
    playerName: request.playerName,
    status,
    statusReason: status === "caducada" ? SIGNATURE_MESSAGES.expired : request.statusReason,
    originalSha256: request.originalSha256,
    finalSha256: request.finalSha256,
    sealed: request.sealed,
    signers: ordered.map((signer) => ({
      id: signer.id,
      position: signer.position,
      role: signer.role,
      name: signer.name,
      email: emailsOf(signer),
      signsIn: signer.userId ? "app" : "link",
      signedAt: iso(signer.signedAt),
      refusedAt: iso(signer.refusedAt),
      refusedReason: signer.refusedReason,
    })),
    inTurn: inTurn?.id ?? null,
    sentAt: iso(request.sentAt),
    expiresAt,
    completedAt: iso(request.completedAt),
    createdAt: request.createdAt.toISOString(),
  };
}

export const asTurn = (signer: SignerRow) => ({
  ...signer,
  signedAt: iso(signer.signedAt),
  refusedAt: iso(signer.refusedAt),
});

export async function signersOf(db: DbExecutor, requestIds: string[]): Promise<Map<string, SignerRow[]>> {
  const rows =
    requestIds.length === 0
      ? []
      : await db
          .select()
          .from(signatureSigners)
          .where(inArray(signatureSigners.requestId, requestIds))
          .orderBy(asc(signatureSigners.position));
  const byRequest = new Map<string, SignerRow[]>();
  for (const row of rows) byRequest.set(row.requestId, [...(byRequest.get(row.requestId) ?? []), row]);
  return byRequest;
}

export async function getSignatureRow(db: DbExecutor, id: string, lock = false) {
  const query = db.select().from(signatureRequests).where(eq(signatureRequests.id, id));
  const [request] = lock ? await query.for("update") : await query;
  if (!request) return undefined;
  return { request, signers: (await signersOf(db, [id])).get(id) ?? [] };
}

export async function getSignatureRequest(db: DbExecutor, id: string, now = new Date()) {
  const found = await getSignatureRow(db, id);
  return found ? toSignatureRequest(found.request, found.signers, now) : undefined;
}

/** The requests made from a record, or about a player, the newest first. */
export async function listSignatureRequests(
  db: DbExecutor,
  filter: {
    recordType?: SignatureRecordType;
    recordId?: string;
    playerId?: string;
    playerIds?: readonly string[] | null;
  },
  now = new Date(),
): Promise<SignatureRequest[]> {
  const rows = await db
    .select()
    .from(signatureRequests)
    .where(
      and(
        filter.recordType ? eq(signatureRequests.recordType, filter.recordType) : undefined,
        filter.recordId ? eq(signatureRequests.recordId, filter.recordId) : undefined,
        filter.playerId ? eq(signatureRequests.playerId, filter.playerId) : undefined,
        filter.playerIds ? inArray(signatureRequests.playerId, [...filter.playerIds]) : undefined,
      ),
    )
    .orderBy(desc(signatureRequests.createdAt))
    .limit(100);
  const signers = await signersOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toSignatureRequest(row, signers.get(row.id) ?? [], now));
}

/**
 * A player given his app after the document was made signs it there too: his signer adopts the account (and its
 * email, where the code goes) until he signs.
 */
export async function adoptPlayerAccount(db: DbExecutor, request: RequestRow, signer: SignerRow): Promise<SignerRow> {
  if (signer.role !== "jugador" || signer.userId || signer.signedAt || signer.refusedAt || !request.playerId)
    return signer;
  const [account] = await db
    .select({ id: user.id, email: user.email })
    .from(user)
    .where(and(eq(user.playerId, request.playerId), isNull(user.deactivatedAt)));
  if (!account) return signer;
  const [adopted] = await db
    .update(signatureSigners)
    .set({ userId: account.id, email: account.email })
    .where(eq(signatureSigners.id, signer.id))
    .returning();
  return adopted ?? signer;
}

export type PlayerSigningSession = { userId: string; playerId: string };

/** Whether a player session signs as this signer: his own account's, or the player's part of a document about him. */
export const isPlayersSigner = (request: RequestRow, signer: SignerRow, session: PlayerSigningSession) =>
  signer.userId === session.userId || (signer.role === "jugador" && request.playerId === session.playerId);

/** The requests a player signs (as his account, or as the player they are about), the newest first. */
export async function listRequestsSignedBy(db: DbExecutor, session: PlayerSigningSession, now = new Date()) {
  const mine = await db
    .selectDistinct({ requestId: signatureSigners.requestId })
    .from(signatureSigners)
    .innerJoin(signatureRequests, eq(signatureRequests.id, signatureSigners.requestId))
    .where(
      and(
        or(
          eq(signatureSigners.userId, session.userId),
          and(eq(signatureSigners.role, "jugador"), eq(signatureRequests.playerId, session.playerId)),
        ),
        inArray(signatureRequests.status, ["enviada", "firmada", "rechazada"]),
      ),
    );
  if (mine.length === 0) return [];
  const ids = mine.map((row) => row.requestId);
  const rows = await db
    .select()
    .from(signatureRequests)
    .where(inArray(signatureRequests.id, ids))
    .orderBy(desc(signatureRequests.sentAt));
  const signers = await signersOf(db, ids);
  return rows.map((row) =>
    toSignatureRequest(row, signers.get(row.id) ?? [], now, (signer) =>
      isPlayersSigner(row, signer, session) ? signer.email : null,
    ),
  );
}

/**
 * A draft: the template filled from its record, rendered and stored, its hash kept, the signers in order. Nothing
 * is sent until the agent has read it.
 */
export async function createSignatureRequest(
  db: DbExecutor,
  storage: FileStorage,
  input: CreateSignatureInput,
  actorId: string,
): Promise<string> {
  const filled = await fillTemplate(db, input, actorId);
  const id = randomUUID();
  const pdf = await renderSignaturePdf(
    {
      id,
      title: filled.title,
      clauses: filled.clauses,
      signers: filled.signers.map(({ role, name }) => ({ role, name })),
    },
    agencyTimeZone(),
  );
  const originalKey = `signature-${id}-original.pdf`;
  await storage.put(originalKey, Readable.from(pdf), "application/pdf");
  await db.insert(signatureRequests).values({
    id,
    template: input.template,
    recordType: input.recordType,
    recordId: input.recordId,
    playerId: filled.playerId,
    playerName: filled.playerName,
    title: filled.title,
    clauses: filled.clauses,
    originalKey,
    originalSha256: sha256Of(pdf),
    createdBy: actorId,
  });
  await db.insert(signatureSigners).values(
    filled.signers.map((signer, index) => ({
      requestId: id,
      position: index + 1,
      role: signer.role,
      name: signer.name,
      email: signer.email,
      userId: signer.userId,
    })),
  );
  return id;
}

/** Out for signatures: open for SIGNATURE_OPEN_DAYS, each link signer's token ready to be given. */
export async function markSent(db: DbExecutor, id: string, secret: string, now: Date) {
  const found = await getSignatureRow(db, id, true);
  if (!found) throw recordNotFound(SIGNATURE_MESSAGES.notFound);
  if (found.request.status !== "borrador") throw ruleConflict(SIGNATURE_MESSAGES.notDraft);
  await db
    .update(signatureRequests)
    .set({ status: "enviada", sentAt: now, expiresAt: new Date(now.getTime() + SIGNATURE_OPEN_DAYS * 86_400_000) })
    .where(eq(signatureRequests.id, id));
  for (const signer of found.signers) await adoptPlayerAccount(db, found.request, signer);
  const refreshed = (await signersOf(db, [id])).get(id) ?? [];
  for (const signer of refreshed.filter((row) => !row.userId))
    await db
      .update(signatureSigners)
      .set({ linkTokenHash: hashLinkToken(linkTokenFor(signer.id, secret)) })
      .where(eq(signatureSigners.id, signer.id));
}

/** A draft may go; a request that was sent stays as a record (the database refuses too). */
export async function deleteDraft(db: DbExecutor, id: string): Promise<boolean> {
  const [request] = await db
    .select({ status: signatureRequests.status })
    .from(signatureRequests)
    .where(eq(signatureRequests.id, id));
  if (!request) return false;
  if (request.status !== "borrador") throw ruleConflict(SIGNATURE_MESSAGES.deleteSigned);
  await db.delete(signatureRequests).where(eq(signatureRequests.id, id));
  return true;
}

/** Whether Palco issued a PDF with this hash: the final signed file, or the original sent to sign. */
export async function verifySha256(db: DbExecutor, sha256: string, now = new Date()): Promise<SignatureVerification> {
  const hash = sha256.toLowerCase();
  const [request] = await db
    .select()
    .from(signatureRequests)
    .where(
      and(
        or(eq(signatureRequests.finalSha256, hash), eq(signatureRequests.originalSha256, hash)),
        inArray(signatureRequests.status, ["enviada", "firmada", "rechazada"]),
      ),
    )
    .limit(1);
  if (!request) throw recordNotFound(SIGNATURE_MESSAGES.unknownHash);
  const signers = (await signersOf(db, [request.id])).get(request.id) ?? [];
  const kind = request.finalSha256 === hash ? "final" : "original";
  return {
    sha256: hash,
    kind,
    title: request.title,
    status: signatureStatusOf({ status: request.status, expiresAt: iso(request.expiresAt) }, now),
    issuedAt: (kind === "final" ? request.completedAt! : (request.sentAt ?? request.createdAt)).toISOString(),
    completedAt: iso(request.completedAt),
    sealed: kind === "final" && request.sealed,
    signers: signers.map((signer) => ({ role: signer.role, name: signer.name, signedAt: iso(signer.signedAt) })),
  };
}
