import {
  generateRegistrationOptions,
  verifyRegistrationResponse,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { Hono, type Context } from "hono";

import { PASSKEY_MESSAGES, registerPasskeySchema } from "../../shared/schemas/passkey";
import type { Database } from "../db/client";
import { expired, invalidInput } from "../domain-errors";
import type { AppEnv } from "../http/app-env";
import { requireId } from "../http/crud-routes";
import { forbidden, notFound } from "../http/errors";
import { parseJsonBody } from "../http/validation";
import {
  addPasskey,
  credentialsOf,
  listPasskeys,
  relyingPartyOf,
  removePasskey,
  storeChallenge,
  takeChallenge,
} from "./passkeys";

/** Adding a way into the account asks for a sign-in of the last day: a session left open long ago is not enough. */
const FRESH_SESSION_HOURS = 24;
export const STALE_SESSION_MESSAGE = "Vuelve a entrar en Palco para añadir una llave de acceso.";

function freshSession(c: Context<AppEnv>) {
  const startedAt = new Date(c.get("session").session.createdAt).getTime();
  if (Date.now() - startedAt > FRESH_SESSION_HOURS * 3_600_000) throw forbidden(STALE_SESSION_MESSAGE);
}

function relyingParty(c: Context<AppEnv>, publicUrl: string | undefined) {
  const party = relyingPartyOf(c.req.raw, publicUrl);
  if (!party) throw forbidden(PASSKEY_MESSAGES.wrongOrigin);
  return party;
}

/** /api/me/passkeys: the signed-in person's passkeys; adding one is a challenge, then the authenticator's answer. */
export function passkeyRoutes(db: Database, publicUrl: string | undefined) {
  return new Hono<AppEnv>()
    .get("/", async (c) => c.json({ items: await listPasskeys(db, c.get("session").user.id) }))
    .post("/options", async (c) => {
      freshSession(c);
      const { user } = c.get("session");
      const { rpID } = relyingParty(c, publicUrl);
      const options = await generateRegistrationOptions({
        rpName: "Palco",
        rpID,
        userName: user.email,
        userDisplayName: user.name,
        userID: new TextEncoder().encode(user.id),
        attestationType: "none",
        excludeCredentials: (await credentialsOf(db, user.id)).map(({ id, transports }) => ({ id, transports })),
        // A passkey found by the browser itself: signing in needs no email typed first.
        authenticatorSelection: { residentKey: "required", userVerification: "required" },
      });
      await storeChallenge(db, { userId: user.id, purpose: "register", challenge: options.challenge });
      return c.json(options);
    })
    .post("/", async (c) => {
      freshSession(c);
      const { user } = c.get("session");
      const input = await parseJsonBody(c, registerPasskeySchema);
      const { origin, rpID } = relyingParty(c, publicUrl);
      const challenge = await takeChallenge(db, { userId: user.id, purpose: "register" });
      if (!challenge) throw expired(PASSKEY_MESSAGES.expired);
      const verified = await verifyRegistrationResponse({
        response: input.response as unknown as RegistrationResponseJSON,
        expectedChallenge: challenge,
        expectedOrigin: origin,
        expectedRPID: rpID,
        requireUserVerification: true,
      }).catch(() => ({ verified: false as const }));
      if (!verified.verified) throw invalidInput(PASSKEY_MESSAGES.failed);
      const { credential } = verified.registrationInfo;
      const passkey = await addPasskey(db, {
        userId: user.id,
        name: input.name,
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey).toString("base64url"),
        counter: credential.counter,
        transports: credential.transports ?? [],
      });
      return c.json(passkey, 201);
    })
    .delete("/:id", async (c) => {
      const id = requireId(c.req.param("id"), PASSKEY_MESSAGES.notFound);
      if (!(await removePasskey(db, c.get("session").user.id, id))) throw notFound(PASSKEY_MESSAGES.notFound);
      return c.body(null, 204);
    });
}
