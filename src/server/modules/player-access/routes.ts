import { Hono } from "hono";

import {
  acceptInvitationSchema,
  ACCESS_LINK_ERRORS,
  ACCESS_PATH,
  type AcceptedInvitation,
  type PlayerInvitation,
} from "../../../shared/schemas/player-access";
import type { Auth } from "../../auth/auth";
import { answerSignedIn, limitLinkAttempts } from "../../auth/link-sign-in";
import { hashPassword } from "../../auth/password-hashing";
import type { SessionCache } from "../../auth/session-cache";
import type { Database } from "../../db/client";
import type { AppEnv } from "../../http/app-env";
import { requireId } from "../../http/crud-routes";
import { HttpError, notFound } from "../../http/errors";
import { parseJsonBody } from "../../http/validation";
import { acceptInvitation, createInvitation, getPlayerAccess, revokePlayerAccess } from "./queries";

const PLAYER_NOT_FOUND = "Jugador no encontrado";

const originOf = (requestUrl: string, publicUrl: string | undefined) => publicUrl ?? new URL(requestUrl).origin;

/** The agent's side, under /api/players/:id/access: see, give (a new link) and end a player's access. */
export function playerAccessRoutes(
  db: Database,
  options: { publicUrl: string | undefined; sessionCache: SessionCache },
) {
  return new Hono<AppEnv>()
    .get("/", async (c) => {
      const access = await getPlayerAccess(db, requireId(c.req.param("id") ?? "", PLAYER_NOT_FOUND));
      if (!access) throw notFound(PLAYER_NOT_FOUND);
      return c.json(access);
    })
    .post("/", async (c) => {
      const invitation = await createInvitation(db, requireId(c.req.param("id") ?? "", PLAYER_NOT_FOUND));
      if (!invitation) throw notFound(PLAYER_NOT_FOUND);
      const body: PlayerInvitation = {
        url: `${originOf(c.req.url, options.publicUrl)}${ACCESS_PATH}#${invitation.token}`,
        expiresAt: invitation.expiresAt,
      };
      return c.json(body, 201);
    })
    .delete("/", async (c) => {
      if (!(await revokePlayerAccess(db, requireId(c.req.param("id") ?? "", PLAYER_NOT_FOUND))))
        throw notFound(PLAYER_NOT_FOUND);
      // Other processes hear the sessions' deletion (migration 0025); this one forgets them now.
      options.sessionCache.clear();
      return c.body(null, 204);
    });
}

/**
 * POST /api/access/accept { token, password }: the player sets their password with the agent's link and is signed
 * in (the session cookie comes with the answer). No session needed: the link is the proof.
 */
export function accessAcceptRoutes(db: Database, auth: Auth, { trustProxyHops = 0 } = {}) {
  return new Hono<AppEnv>().post("/accept", async (c) => {
    await limitLinkAttempts(c, db, "access-accept", trustProxyHops);
    const { token, password } = await parseJsonBody(c, acceptInvitationSchema);
    const outcome = await acceptInvitation(db, token, () => hashPassword(password));
    if (!outcome.ok) {
      const status = outcome.reason === "invalid" ? 404 : 410;
      throw new HttpError(status, `access_link_${outcome.reason}`, ACCESS_LINK_ERRORS[outcome.reason]);
    }
    const body: AcceptedInvitation = { player: outcome.player, username: outcome.username };
    return answerSignedIn(c, auth, { email: outcome.username, password }, body);
  });
}
