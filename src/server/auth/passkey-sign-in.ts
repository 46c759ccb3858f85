import {
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
  type AuthenticationResponseJSON,
} from "@simplewebauthn/server";
import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthEndpoint } from "better-auth/api";
import { setSessionCookie } from "better-auth/cookies";

import { PASSKEY_MESSAGES, passkeySignInSchema } from "../../shared/schemas/passkey";
import type { Database } from "../db/client";
import { passkeyByCredential, recordPasskeyUse, relyingPartyOf, storeChallenge, takeChallenge } from "./passkeys";

const refused = (message: string) => new APIError("UNAUTHORIZED", { message });

/**
 * Signing in with a passkey, as a better-auth plugin so that the session is made and set as every other sign-in's
 * (and a deactivated member's is refused by the same hook). The authenticator checked the person (a fingerprint,
 * a PIN): a passkey is both factors, so no authenticator-app code is asked after it.
 */
export function passkeySignInPlugin(db: Database, publicUrl: string | undefined) {
  return {
    id: "palco-passkey-sign-in",
    endpoints: {
      passkeySignInOptions: createAuthEndpoint(
        "/passkey/sign-in-options",
        { method: "POST", requireRequest: true },
        async (ctx) => {
          const party = relyingPartyOf(ctx.request!, publicUrl);
          if (!party) throw new APIError("FORBIDDEN", { message: PASSKEY_MESSAGES.wrongOrigin });
          const options = await generateAuthenticationOptions({ rpID: party.rpID, userVerification: "required" });
          const challengeId = await storeChallenge(db, {
            userId: null,
            purpose: "sign-in",
            challenge: options.challenge,
          });
          return ctx.json({ challengeId, options });
        },
      ),
      passkeySignIn: createAuthEndpoint(
        "/passkey/sign-in",
        { method: "POST", body: passkeySignInSchema, requireRequest: true },
        async (ctx) => {
          const party = relyingPartyOf(ctx.request!, publicUrl);
          if (!party) throw new APIError("FORBIDDEN", { message: PASSKEY_MESSAGES.wrongOrigin });
          const challenge = await takeChallenge(db, { id: ctx.body.challengeId, purpose: "sign-in" });
          if (!challenge) throw refused(PASSKEY_MESSAGES.expired);
          const response = ctx.body.response as unknown as AuthenticationResponseJSON;
          const passkey = await passkeyByCredential(db, response.id);
          if (!passkey) throw refused(PASSKEY_MESSAGES.unknown);
          const verified = await verifyAuthenticationResponse({
            response,
            expectedChallenge: challenge,
            expectedOrigin: party.origin,
            expectedRPID: party.rpID,
            requireUserVerification: true,
            credential: {
              id: passkey.credentialId,
              publicKey: new Uint8Array(Buffer.from(passkey.publicKey, "base64url")),
              counter: passkey.counter,
            },
          }).catch(() => ({ verified: false, authenticationInfo: undefined }));
          if (!verified.verified || !verified.authenticationInfo) throw refused(PASSKEY_MESSAGES.failed);
          if (!(await recordPasskeyUse(db, passkey.id, passkey.counter, verified.authenticationInfo.newCounter)))
            throw refused(PASSKEY_MESSAGES.failed);
          const user = await ctx.context.internalAdapter.findUserById(passkey.userId);
          if (!user) throw refused(PASSKEY_MESSAGES.unknown);
          const session = await ctx.context.internalAdapter.createSession(user.id);
          await setSessionCookie(ctx, { session, user });
          return ctx.json({ signedIn: true });
        },
      ),
    },
    rateLimit: [
      // A passkey cannot be guessed, but each try writes a challenge: a few a minute per address is plenty.
      { pathMatcher: (path: string) => path.startsWith("/passkey/"), window: 60, max: 20 },
    ],
  } satisfies BetterAuthPlugin;
}
