import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { Readable } from "node:stream";
import { eq, sql } from "drizzle-orm";

import { agencyTimeZone, agencyToday } from "../../../shared/domain/calendar-day";
import {
  SIGNATURE_CODE_ATTEMPTS,
  SIGNATURE_CODE_MINUTES,
  signatureStatusOf,
  signerInTurn,
} from "../../../shared/domain/signatures";
import { SIGNATURE_MESSAGES, type SignInput } from "../../../shared/schemas/signature";
import type { Database } from "../../db/client";
import type { DbExecutor } from "../../db/lib/executor";
import { expired, invalidInput, recordNotFound, ruleConflict } from "../../domain-errors";
import type { FileStorage } from "../../storage/storage";
import { mandates } from "../mandates/table";
import { renderSignaturePdf } from "./pdf";
import { adoptPlayerAccount, asTurn, getSignatureRow, sha256Of, type RequestRow, type SignerRow } from "./queries";
import { sealPdf, type SealCertificate } from "./seal";
import { signatureRequests, signatureSigners } from "./table";

/** Who is signing, from where: recorded with the signature. */
export type SigningClient = { ip: string | null; userAgent: string | null };

export type SigningContext = {
  db: Database;
  storage: FileStorage;
  secret: string;
  /** Where the verify page is, for the audit page. */
  publicUrl: string;
  seal: SealCertificate | null;
};

const codeHashOf = (secret: string, signerId: string, code: string) =>
  createHmac("sha256", secret).update(`signature-code:${signerId}:${code}`).digest("hex");

/** Letters without accents or case and single spaces: the name typed is compared as a person reads it. */
const plainName = (name: string) =>
  name
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();

/** The request open for signing, and the signer whose turn it is, who must be `signer`. */
function assertTurn(request: RequestRow, signers: SignerRow[], signerId: string, now: Date) {
  const status = signatureStatusOf(
    { status: request.status, expiresAt: request.expiresAt?.toISOString() ?? null },
    now,
  );
  if (status === "caducada") throw expired(SIGNATURE_MESSAGES.expired);
  if (status === "rechazada") throw ruleConflict(SIGNATURE_MESSAGES.refused);
  if (status !== "enviada") throw ruleConflict(SIGNATURE_MESSAGES.notOpen);
  const signer = signers.find((row) => row.id === signerId);
  if (!signer) throw recordNotFound(SIGNATURE_MESSAGES.notFound);
  const turn = signerInTurn(signers.map(asTurn));
  if (turn?.id !== signer.id) throw ruleConflict(SIGNATURE_MESSAGES.notYourTurn(turn?.name ?? ""));
  return signer;
}

/** A new six-digit code for the signer in turn, kept only as a keyed hash; the caller delivers it. */
export async function issueCode(db: DbExecutor, secret: string, requestId: string, signerId: string, now: Date) {
  const found = await getSignatureRow(db, requestId, true);
  if (!found) throw recordNotFound(SIGNATURE_MESSAGES.notFound);
  const signer = await adoptPlayerAccount(db, found.request, assertTurn(found.request, found.signers, signerId, now));
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  await db
    .update(signatureSigners)
    .set({
      codeHash: codeHashOf(secret, signer.id, code),
      codeExpiresAt: new Date(now.getTime() + SIGNATURE_CODE_MINUTES * 60_000),
      codeAttempts: 0,
    })
    .where(eq(signatureSigners.id, signer.id));
  return { code, signer, request: found.request };
}

/** A wrong code counts, in its own statement, so that the refusal that follows cannot roll it back. */
async function checkCode(db: Database, secret: string, signer: SignerRow, code: string, now: Date) {
  if (!signer.codeHash || !signer.codeExpiresAt || signer.codeExpiresAt < now)
    throw invalidInput(SIGNATURE_MESSAGES.codeExpired, { code: SIGNATURE_MESSAGES.codeExpired });
  if (signer.codeAttempts >= SIGNATURE_CODE_ATTEMPTS)
    throw invalidInput(SIGNATURE_MESSAGES.codeExhausted, { code: SIGNATURE_MESSAGES.codeExhausted });
  const expected = Buffer.from(signer.codeHash, "hex");
  const given = Buffer.from(codeHashOf(secret, signer.id, code), "hex");
  if (!timingSafeEqual(expected, given)) {
    await db
      .update(signatureSigners)
      .set({ codeAttempts: sql`${signatureSigners.codeAttempts} + 1` })
      .where(eq(signatureSigners.id, signer.id));
    throw invalidInput(SIGNATURE_MESSAGES.codeWrong, { code: SIGNATURE_MESSAGES.codeWrong });
  }
}

export type SignOutcome = { request: RequestRow; next: SignerRow | null; completed: boolean };

/**
 * The signer in turn signs: the code they were sent, their full name typed, a drawn signature or their name, and the
 * hash of the document they read, which must be the one sent. The last signature closes the document.
 */
export async function signAs(
  context: SigningContext,
  requestId: string,
  signerId: string,
  input: SignInput,
  client: SigningClient,
  now = new Date(),
): Promise<SignOutcome> {
  const { db } = context;
  // Read outside the transaction first: a wrong code is counted even though the signature is refused.
  const before = await getSignatureRow(db, requestId);
  if (!before) throw recordNotFound(SIGNATURE_MESSAGES.notFound);
  const signer = assertTurn(before.request, before.signers, signerId, now);
  await checkCode(db, context.secret, signer, input.code, now);
  if (plainName(input.typedName) !== plainName(signer.name))
    throw invalidInput(SIGNATURE_MESSAGES.typedNameMismatch(signer.name), {
      typedName: SIGNATURE_MESSAGES.typedNameMismatch(signer.name),
    });
  if (input.seenSha256 !== before.request.originalSha256)
    throw invalidInput(SIGNATURE_MESSAGES.seenChanged, { seenSha256: SIGNATURE_MESSAGES.seenChanged });
  return db.transaction(async (tx) => {
    // Again under the lock: two tabs signing at once sign once.
    const found = await getSignatureRow(tx, requestId, true);
    if (!found) throw recordNotFound(SIGNATURE_MESSAGES.notFound);
    const current = assertTurn(found.request, found.signers, signerId, now);
    if (current.codeHash !== signer.codeHash) throw invalidInput(SIGNATURE_MESSAGES.codeExpired);
    await tx
      .update(signatureSigners)
      .set({
        signedAt: now,
        typedName: input.typedName.trim(),
        drawing: input.drawing,
        ip: client.ip,
        userAgent: client.userAgent?.slice(0, 300) ?? null,
        seenSha256: input.seenSha256,
        codeHash: null,
        codeExpiresAt: null,
      })
      .where(eq(signatureSigners.id, current.id));
    const signers = found.signers.map((row) =>
      row.id === current.id
        ? { ...row, signedAt: now, typedName: input.typedName.trim(), drawing: input.drawing, ip: client.ip }
        : row,
    );
    const nextTurn = signerInTurn(signers.map(asTurn));
    if (nextTurn)
      return { request: found.request, next: signers.find((row) => row.id === nextTurn.id)!, completed: false };
    const request = await complete(tx, context, found.request, signers, now);
    return { request, next: null, completed: true };
  });
}

const drawingBytes = (drawing: string | null) =>
  drawing ? Buffer.from(drawing.slice(drawing.indexOf(",") + 1), "base64") : null;

/**
 * Every signature given: the document again with each signature in place and the audit page, sealed with the
 * agency's certificate when configured, stored with its hash. A signed mandate is signed from today.
 */
async function complete(
  tx: DbExecutor,
  context: SigningContext,
  request: RequestRow,
  signers: SignerRow[],
  now: Date,
): Promise<RequestRow> {
  // Rendered from the clauses stored when it went out: the final file says what was signed, whatever the record
  // became since.
  const clauses = request.clauses;
  const timeZone = agencyTimeZone();
  const ordered = [...signers].sort((a, b) => a.position - b.position);
  const rendered = await renderSignaturePdf(
    {
      id: request.id,
      title: request.title,
      clauses,
      signers: ordered.map((signer) => ({
        role: signer.role,
        name: signer.name,
        signature: {
          typedName: signer.typedName ?? signer.name,
          drawing: drawingBytes(signer.drawing),
          signedAt: (signer.signedAt ?? now).toISOString(),
        },
      })),
      audit: {
        originalSha256: request.originalSha256,
        verifyUrl: `${context.publicUrl.replace(/\/$/, "")}/verificar`,
        entries: ordered.map((signer) => ({
          role: signer.role,
          name: signer.name,
          email: signer.email,
          signedAt: (signer.signedAt ?? now).toISOString(),
          ip: signer.ip,
          device: signer.userAgent,
          seenSha256: signer.seenSha256 ?? request.originalSha256,
        })),
      },
    },
    timeZone,
  );
  const final = context.seal ? await sealPdf(rendered, context.seal, now) : rendered;
  const finalKey = `signature-${request.id}-final.pdf`;
  await context.storage.put(finalKey, Readable.from(final), "application/pdf");
  const [updated] = await tx
    .update(signatureRequests)
    .set({
      status: "firmada",
      completedAt: now,
      finalKey,
      finalSha256: sha256Of(final),
      sealed: context.seal !== null,
    })
    .where(eq(signatureRequests.id, request.id))
    .returning();
  if (request.recordType === "mandate")
    await tx
      .update(mandates)
      .set({ signedOn: agencyToday(now), updatedAt: now })
      .where(eq(mandates.id, request.recordId));
  return updated!;
}

/** The signer in turn declines, saying why: the request is refused and nothing it would have changed changes. */
export async function refuseAs(db: Database, requestId: string, signerId: string, reason: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const found = await getSignatureRow(tx, requestId, true);
    if (!found) throw recordNotFound(SIGNATURE_MESSAGES.notFound);
    const signer = assertTurn(found.request, found.signers, signerId, now);
    await tx
      .update(signatureSigners)
      .set({ refusedAt: now, refusedReason: reason, codeHash: null, codeExpiresAt: null })
      .where(eq(signatureSigners.id, signer.id));
    const [updated] = await tx
      .update(signatureRequests)
      .set({ status: "rechazada", statusReason: `${signer.name} no firmó: ${reason}` })
      .where(eq(signatureRequests.id, requestId))
      .returning();
    return updated!;
  });
}
