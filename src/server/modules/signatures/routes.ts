import { eq } from "drizzle-orm";
import { Hono, type Context } from "hono";
import { z } from "zod";

import { SIGNATURE_RECORD_TYPES } from "../../../shared/domain/signatures";
import {
  createSignatureSchema,
  refuseSchema,
  SIGNATURE_MESSAGES,
  signSchema,
  verifyHashSchema,
} from "../../../shared/schemas/signature";
import { limitLinkAttempts } from "../../auth/link-sign-in";
import { requestIp } from "../../auth/routes";
import type { Database } from "../../db/client";
import { isReached } from "../../db/lib/player-reach";
import type { AppEnv } from "../../http/app-env";
import { reachOf, requireId } from "../../http/crud-routes";
import { forbidden, HttpError, notFound } from "../../http/errors";
import { sessionPlayerId } from "../../http/player-scope";
import { parseJsonBody, parseQuery } from "../../http/validation";
import type { FileStorage } from "../../storage/storage";
import { sendCode, signingUrl, tellSignerInTurn, type SignatureChannels } from "./notify";
import {
  createSignatureRequest,
  deleteDraft,
  getSignatureRequest,
  getSignatureRow,
  hashLinkToken,
  isPlayersSigner,
  listRequestsSignedBy,
  listSignatureRequests,
  markSent,
  storedPdf,
  toSignatureRequest,
  verifySha256,
  type RequestRow,
  type SignerRow,
} from "./queries";
import type { SealCertificate } from "./seal";
import { issueCode, refuseAs, signAs, type SigningContext } from "./signing";
import { signatureSigners } from "./table";

export type SignatureRouteDeps = SignatureChannels & {
  storage: FileStorage;
  seal: SealCertificate | null;
  trustProxyHops: number;
};

const contextOf = (deps: SignatureRouteDeps): SigningContext => ({
  db: deps.db,
  storage: deps.storage,
  secret: deps.secret,
  publicUrl: deps.publicUrl,
  seal: deps.seal,
});

const clientOf = (c: Context<AppEnv>, trustProxyHops: number) => ({
  ip: requestIp(c, trustProxyHops) ?? null,
  userAgent: c.req.header("user-agent") ?? null,
});

const pdfAnswer = (c: Context, bytes: Buffer, name: string) =>
  c.body(new Uint8Array(bytes), 200, {
    "Content-Type": "application/pdf",
    "Content-Disposition": `inline; filename="${name}.pdf"`,
    "Cache-Control": "private, no-store",
  });

/** The PDF a reader gets: the final one once signed, else the one sent to sign (what they are asked to read). */
async function requestPdf(c: Context, storage: FileStorage, request: RequestRow) {
  const key = request.finalKey ?? request.originalKey;
  return pdfAnswer(c, await storedPdf(storage, key), request.finalKey ? "firmado" : "para-firmar");
}

/** Links in emails need an absolute address: PALCO_PUBLIC_URL, else the one this request came to. */
export const withBase = <T extends { publicUrl: string }>(deps: T, c: Context): T =>
  deps.publicUrl ? deps : { ...deps, publicUrl: new URL(c.req.url).origin };

/** The code, signature and refusal of one signer, whoever they are (a member, a player, a link). */
function signerActions(base: SignatureRouteDeps) {
  return {
    async code(c: Context<AppEnv>, requestId: string, signerId: string) {
      const deps = withBase(base, c);
      const issued = await issueCode(deps.db, deps.secret, requestId, signerId, new Date());
      const reached = await sendCode(deps, issued.request, issued.signer, issued.code);
      if (reached.length === 0) throw new HttpError(409, "conflict", SIGNATURE_MESSAGES.noChannel);
      return c.json({ sentBy: reached });
    },
    async sign(c: Context<AppEnv>, requestId: string, signerId: string) {
      const deps = withBase(base, c);
      const input = await parseJsonBody(c, signSchema);
      const outcome = await signAs(contextOf(deps), requestId, signerId, input, clientOf(c, deps.trustProxyHops));
      if (outcome.next) await tellSignerInTurn(deps, outcome.request, outcome.next);
      return c.json({ completed: outcome.completed });
    },
    async refuse(c: Context<AppEnv>, requestId: string, signerId: string) {
      const { reason } = await parseJsonBody(c, refuseSchema);
      await refuseAs(base.db, requestId, signerId, reason);
      return c.json({ refused: true });
    },
  };
}

/** The signer of this request who is this user: a member signing for the agency. */
function signerOfUser(signers: SignerRow[], userId: string): SignerRow {
  const signer = signers.find((row) => row.userId === userId);
  if (!signer) throw forbidden(SIGNATURE_MESSAGES.notSigner);
  return signer;
}

const listQuerySchema = z.object({
  recordType: z.enum(SIGNATURE_RECORD_TYPES).optional(),
  recordId: z.uuid({ error: "Registro no válido" }).optional(),
  playerId: z.uuid({ error: "Jugador no válido" }).optional(),
});

/** /api/signatures: the agency makes, reviews, sends and follows documents to sign, and signs its own part. */
export function signatureRoutes(deps: SignatureRouteDeps) {
  const { db } = deps;
  const actions = signerActions(deps);
  // A member who reaches only some players reaches only their documents: any other answers as unknown.
  const reachedRequest = async (c: Context<AppEnv>) => {
    const id = requireId(c.req.param("id") ?? "", SIGNATURE_MESSAGES.notFound);
    const found = await getSignatureRow(db, id);
    if (!found || !isReached(reachOf(c), found.request.playerId)) throw notFound(SIGNATURE_MESSAGES.notFound);
    return found;
  };
  // While it is out, the agency may hand each link signer their link itself.
  const answer = async (c: Context, { request, signers }: Awaited<ReturnType<typeof reachedRequest>>) => {
    const read = toSignatureRequest(request, signers, new Date());
    if (read.status !== "enviada") return read;
    const links: Record<string, string> = {};
    for (const signer of signers)
      if (!signer.userId) links[signer.id] = await signingUrl(withBase(deps, c), signer, request.id);
    return { ...read, links };
  };
  const mySigner = (c: Context<AppEnv>, found: Awaited<ReturnType<typeof reachedRequest>>) =>
    signerOfUser(found.signers, c.get("session").user.id).id;
  return (
    new Hono<AppEnv>()
      .get("/", async (c) => {
        const query = parseQuery(c, listQuerySchema);
        const reach = reachOf(c);
        return c.json({ items: await listSignatureRequests(db, { ...query, playerIds: reach ?? null }) });
      })
      .post("/", async (c) => {
        const input = await parseJsonBody(c, createSignatureSchema);
        const id = await db.transaction((tx) =>
          createSignatureRequest(tx, deps.storage, input, c.get("session").user.id),
        );
        const request = await getSignatureRequest(db, id);
        if (!request || !isReached(reachOf(c), request.playerId)) {
          await deleteDraft(db, id);
          throw notFound(SIGNATURE_MESSAGES.recordNotFound);
        }
        return c.json(request, 201);
      })
      .get("/:id", async (c) => c.json(await answer(c, await reachedRequest(c))))
      .get("/:id/pdf", async (c) => requestPdf(c, deps.storage, (await reachedRequest(c)).request))
      .post("/:id/send", async (c) => {
        const { request } = await reachedRequest(c);
        await db.transaction((tx) => markSent(tx, request.id, deps.secret, new Date()));
        const sent = await getSignatureRow(db, request.id);
        if (!sent) throw notFound(SIGNATURE_MESSAGES.notFound);
        const first = sent.signers[0];
        if (first) await tellSignerInTurn(withBase(deps, c), sent.request, first);
        return c.json(await answer(c, sent));
      })
      .delete("/:id", async (c) => {
        const { request } = await reachedRequest(c);
        if (!(await deleteDraft(db, request.id))) throw notFound(SIGNATURE_MESSAGES.notFound);
        return c.body(null, 204);
      })
      // The agent signs the agency's part in the console.
      .post("/:id/code", async (c) => {
        const found = await reachedRequest(c);
        return actions.code(c, found.request.id, mySigner(c, found));
      })
      .post("/:id/sign", async (c) => {
        const found = await reachedRequest(c);
        return actions.sign(c, found.request.id, mySigner(c, found));
      })
      .post("/:id/refuse", async (c) => {
        const found = await reachedRequest(c);
        return actions.refuse(c, found.request.id, mySigner(c, found));
      })
  );
}

/** /api/app/signatures: the documents the player signs, in his app; another's answer as unknown. */
export function playerSignatureRoutes(deps: SignatureRouteDeps) {
  const { db } = deps;
  const actions = signerActions(deps);
  const sessionOf = (c: Context<AppEnv>) => ({ userId: c.get("session").user.id, playerId: sessionPlayerId(c) });
  const mine = async (c: Context<AppEnv>) => {
    const id = requireId(c.req.param("id") ?? "", SIGNATURE_MESSAGES.notFound);
    const session = sessionOf(c);
    const found = await getSignatureRow(db, id);
    const signer = found?.signers.find((row) => isPlayersSigner(found.request, row, session));
    if (!found || !signer || found.request.status === "borrador") throw notFound(SIGNATURE_MESSAGES.notFound);
    return { found, signer, session };
  };
  return new Hono<AppEnv>()
    .get("/", async (c) => c.json({ items: await listRequestsSignedBy(db, sessionOf(c)) }))
    .get("/:id", async (c) => {
      const { found, session } = await mine(c);
      // His own part reads with an email (empty until his account is known): that is how the app finds it.
      return c.json(
        toSignatureRequest(found.request, found.signers, new Date(), (row) =>
          isPlayersSigner(found.request, row, session) ? (row.email ?? "") : null,
        ),
      );
    })
    .get("/:id/pdf", async (c) => requestPdf(c, deps.storage, (await mine(c)).found.request))
    .post("/:id/code", async (c) => {
      const { found, signer } = await mine(c);
      return actions.code(c, found.request.id, signer.id);
    })
    .post("/:id/sign", async (c) => {
      const { found, signer } = await mine(c);
      return actions.sign(c, found.request.id, signer.id);
    })
    .post("/:id/refuse", async (c) => {
      const { found, signer } = await mine(c);
      return actions.refuse(c, found.request.id, signer.id);
    });
}

/** /api/sign/:token: a signer without an account (a minor's guardian) reads and signs from the emailed link. */
export function linkSignatureRoutes(deps: SignatureRouteDeps) {
  const { db } = deps;
  const actions = signerActions(deps);
  const bySigner = async (c: Context<AppEnv>) => {
    await limitLinkAttempts(c, db, "signature-link", deps.trustProxyHops);
    const token = c.req.param("token") ?? "";
    const [signer] = token
      ? await db
          .select()
          .from(signatureSigners)
          .where(eq(signatureSigners.linkTokenHash, hashLinkToken(token)))
      : [];
    const found = signer && (await getSignatureRow(db, signer.requestId));
    if (!signer || !found) throw notFound("Este enlace de firma no es válido");
    return { found, signer };
  };
  return new Hono<AppEnv>()
    .get("/:token", async (c) => {
      const { found, signer } = await bySigner(c);
      return c.json({
        ...toSignatureRequest(found.request, found.signers, new Date(), (row) =>
          row.id === signer.id ? row.email : null,
        ),
        signerId: signer.id,
      });
    })
    .get("/:token/pdf", async (c) => requestPdf(c, deps.storage, (await bySigner(c)).found.request))
    .post("/:token/code", async (c) => {
      const { found, signer } = await bySigner(c);
      return actions.code(c, found.request.id, signer.id);
    })
    .post("/:token/sign", async (c) => {
      const { found, signer } = await bySigner(c);
      return actions.sign(c, found.request.id, signer.id);
    })
    .post("/:token/refuse", async (c) => {
      const { found, signer } = await bySigner(c);
      return actions.refuse(c, found.request.id, signer.id);
    });
}

/** /api/verify/:sha256: anyone learns whether Palco issued a PDF with that hash, when, and signed by whom. */
export function verifyRoutes(db: Database) {
  return new Hono<AppEnv>().get("/:sha256", async (c) => {
    const parsed = verifyHashSchema.safeParse(c.req.param("sha256"));
    if (!parsed.success)
      throw new HttpError(400, "invalid", SIGNATURE_MESSAGES.hash, { sha256: SIGNATURE_MESSAGES.hash });
    return c.json(await verifySha256(db, parsed.data));
  });
}
