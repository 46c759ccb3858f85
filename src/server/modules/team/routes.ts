import { Hono } from "hono";

import {
  acceptMemberInvitationSchema,
  deactivateMemberQuerySchema,
  inviteMemberSchema,
  JOIN_PATH,
  playerAssignmentSchema,
  TEAM_MESSAGES,
  updateMemberSchema,
  type JoinedTeam,
  type MemberInvitation,
} from "../../../shared/schemas/team";
import type { Auth } from "../../auth/auth";
import { answerSignedIn, limitLinkAttempts } from "../../auth/link-sign-in";
import { hashPassword } from "../../auth/password-hashing";
import type { SessionCache } from "../../auth/session-cache";
import type { Database } from "../../db/client";
import { versionedViews } from "../../db/lib/versioned-view";
import type { AppEnv } from "../../http/app-env";
import { requireId } from "../../http/crud-routes";
import { conflict, HttpError, notFound } from "../../http/errors";
import { keptJson } from "../../http/kept-json";
import { parseJsonBody, parseQuery } from "../../http/validation";
import { getPlayerAssignment, setPlayerAssignment } from "./assignments";
import {
  createTeamInvitation,
  deactivateMember,
  getMember,
  joinTeam,
  listTeam,
  updateMember,
  withdrawTeamInvitation,
} from "./queries";

const originOf = (requestUrl: string, publicUrl: string | undefined) => publicUrl ?? new URL(requestUrl).origin;

const memberId = (raw: string) => {
  if (!/^[\w-]{1,100}$/.test(raw)) throw notFound(TEAM_MESSAGES.notFound);
  return raw;
};

/** /api/team: the agency's members and invitations; memberAccess lets only dirección change them. */
export function teamRoutes(db: Database, options: { publicUrl: string | undefined; sessionCache: SessionCache }) {
  // Kept per minute while no member, invitation or assignment changes: when each was last seen moves by the minute.
  const team = versionedViews("alerts", (tx) => listTeam(tx), { maxKeys: 1 });
  return new Hono<AppEnv>()
    .get("/", async (c) => keptJson(c, await team(db, "", new Date().toISOString().slice(0, 16))))
    .post("/invitations", async (c) => {
      const input = await parseJsonBody(c, inviteMemberSchema);
      const outcome = await createTeamInvitation(db, { ...input, invitedBy: c.get("session").user.id });
      if (!outcome.ok) throw conflict(TEAM_MESSAGES.emailTaken);
      const body: MemberInvitation = {
        url: `${originOf(c.req.url, options.publicUrl)}${JOIN_PATH}#${outcome.token}`,
        expiresAt: outcome.expiresAt,
      };
      return c.json(body, 201);
    })
    .delete("/invitations/:id", async (c) => {
      const id = requireId(c.req.param("id"), "Invitación no encontrada");
      if (!(await withdrawTeamInvitation(db, id))) throw notFound("Invitación no encontrada");
      return c.body(null, 204);
    })
    .get("/:userId", async (c) => {
      const member = await getMember(db, memberId(c.req.param("userId")));
      if (!member) throw notFound(TEAM_MESSAGES.notFound);
      return c.json(member);
    })
    .patch("/:userId", async (c) => {
      const input = await parseJsonBody(c, updateMemberSchema);
      const change = await updateMember(db, memberId(c.req.param("userId")), input);
      if (!change.ok) {
        if (change.reason === "notFound") throw notFound(TEAM_MESSAGES.notFound);
        throw conflict(TEAM_MESSAGES.ownerFixed);
      }
      options.sessionCache.clear();
      return c.json(change.member);
    })
    .delete("/:userId", async (c) => {
      const { handTo } = parseQuery(c, deactivateMemberQuerySchema);
      const outcome = await deactivateMember(db, memberId(c.req.param("userId")), c.get("session").user.id, handTo);
      if (!outcome.ok) {
        if (outcome.reason === "notFound") throw notFound(TEAM_MESSAGES.notFound);
        throw conflict(TEAM_MESSAGES[outcome.reason]);
      }
      // Other processes hear the sessions' deletion; this one forgets them now.
      options.sessionCache.clear();
      return c.json({ member: outcome.member, handedOver: outcome.handedOver });
    });
}

/**
 * POST /api/team/accept { token, name, password }: the invited person sets their name and password and is signed
 * in (the session cookie comes with the answer). No session needed: the link is the proof.
 */
export function teamJoinRoutes(db: Database, auth: Auth, { trustProxyHops = 0 } = {}) {
  return new Hono<AppEnv>().post("/accept", async (c) => {
    await limitLinkAttempts(c, db, "team-accept", trustProxyHops);
    const { token, name, password } = await parseJsonBody(c, acceptMemberInvitationSchema);
    const outcome = await joinTeam(db, { token, name }, () => hashPassword(password));
    if (!outcome.ok) {
      if (outcome.reason === "emailTaken") throw conflict(TEAM_MESSAGES.emailTaken);
      const status = outcome.reason === "invalid" ? 404 : 410;
      throw new HttpError(status, `invitation_${outcome.reason}`, TEAM_MESSAGES[outcome.reason]);
    }
    const body: JoinedTeam = { member: outcome.member };
    return answerSignedIn(c, auth, { email: outcome.email, password }, body);
  });
}

const PLAYER_NOT_FOUND = "Jugador no encontrado";

/** /api/players/:id/assignment: who looks after the player; every member reads it, dirección changes it. */
export function playerAssignmentRoutes(db: Database) {
  return new Hono<AppEnv>()
    .get("/", async (c) => {
      const assignment = await getPlayerAssignment(db, requireId(c.req.param("id") ?? "", PLAYER_NOT_FOUND));
      if (!assignment) throw notFound(PLAYER_NOT_FOUND);
      return c.json(assignment);
    })
    .put("/", async (c) => {
      const input = await parseJsonBody(c, playerAssignmentSchema);
      const assignment = await setPlayerAssignment(db, requireId(c.req.param("id") ?? "", PLAYER_NOT_FOUND), input);
      if (!assignment) throw notFound(PLAYER_NOT_FOUND);
      return c.json(assignment);
    });
}
