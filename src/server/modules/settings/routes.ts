import { Hono } from "hono";

import { agencyTimeZone } from "../../../shared/domain/calendar-day";
import { ROLE_POLICIES, roleMay, TEAM_RESOURCES } from "../../../shared/domain/team-roles";
import { menuColorSchema, type AgentProfile } from "../../../shared/schemas/agent-preferences";
import {
  commissionDefaultsSchema,
  CURRENT_PASSWORD_WRONG,
  digestSchema,
  notificationPreferencesSchema,
  passwordChangeSchema,
  profileSchema,
  type SettingsPart,
} from "../../../shared/schemas/agent-settings";
import type { Auth } from "../../auth/auth";
import { limitPasswordAttempts } from "../../auth/password-check";
import type { SessionCache } from "../../auth/session-cache";
import { twoFactorOfSession } from "../../auth/two-factor-status";
import type { Database } from "../../db/client";
import type { DbExecutor } from "../../db/lib/executor";
import { staleRecord } from "../../domain-errors";
import type { AppEnv } from "../../http/app-env";
import { HttpError, notFound, validationError } from "../../http/errors";
import { ifMatchVersion } from "../../http/preconditions";
import { parseJsonBody } from "../../http/validation";
import { revokeAllTokens } from "../api-tokens";
import { rotateFeedToken } from "../calendar-feed";
import {
  getAgentSettings,
  getMenuAppearance,
  lockedSettingsVersion,
  saveProfile,
  setChannelAlerts,
  setCommissionDefaults,
  setDigestHour,
  setMenuColor,
  setNotificationPreferences,
} from "./queries";

/**
 * A part of the settings saved from an older read of it (another tab, another device) is refused with the settings
 * as they are now.
 */
async function checkPartVersion(db: DbExecutor, userId: string, part: SettingsPart, expected: number | undefined) {
  if (expected === undefined) return;
  if ((await lockedSettingsVersion(db, userId, part)) !== expected)
    throw staleRecord(await getAgentSettings(db, userId));
}

type AccountDeps = { auth: Auth; sessionCache: SessionCache; secret: string };

export function meRoutes(db: Database, { auth, sessionCache, secret }: AccountDeps) {
  return new Hono<AppEnv>()
    .get("/", async (c) => {
      const { user } = c.get("session");
      const role = c.get("viewer")?.role ?? "lectura";
      const profile: AgentProfile = {
        id: user.id,
        name: user.name,
        email: user.email,
        role,
        reads: TEAM_RESOURCES.filter((resource) => roleMay(role, resource, "read")),
        grants: ROLE_POLICIES[role].grants,
        hidden: c.get("viewer")?.hidden ?? [],
        scope: ROLE_POLICIES[role].scope,
        menu: await getMenuAppearance(db, user.id),
        timeZone: agencyTimeZone(),
        twoFactor: twoFactorOfSession(user, role),
      };
      return c.json(profile);
    })
    .put("/menu-color", async (c) => {
      const { color } = await parseJsonBody(c, menuColorSchema);
      return c.json({ menu: await setMenuColor(db, c.get("session").user.id, color) });
    })
    .get("/settings", async (c) => {
      const settings = await getAgentSettings(db, c.get("session").user.id);
      if (!settings) throw notFound("Cuenta no encontrada");
      return c.json(settings);
    })
    .put("/profile", async (c) => {
      const expected = ifMatchVersion(c);
      const profile = await parseJsonBody(c, profileSchema);
      const userId = c.get("session").user.id;
      const saved = await db.transaction(async (tx) => {
        await checkPartVersion(tx, userId, "profile", expected);
        return saveProfile(tx, userId, profile);
      });
      // Cached sessions carry the old name and email.
      sessionCache.clear();
      return c.json(saved);
    })
    .patch("/notifications", async (c) => {
      const changes = await parseJsonBody(c, notificationPreferencesSchema);
      return c.json(await setNotificationPreferences(db, c.get("session").user.id, changes));
    })
    .put("/digest", async (c) => {
      const { hour } = await parseJsonBody(c, digestSchema);
      return c.json({ hour: await setDigestHour(db, c.get("session").user.id, hour) });
    })
    .patch("/alert-email", async (c) => {
      const changes = await parseJsonBody(c, notificationPreferencesSchema);
      return c.json(await setChannelAlerts(db, c.get("session").user.id, "email", changes));
    })
    .patch("/alert-push", async (c) => {
      const changes = await parseJsonBody(c, notificationPreferencesSchema);
      return c.json(await setChannelAlerts(db, c.get("session").user.id, "push", changes));
    })
    .put("/commission-defaults", async (c) => {
      const expected = ifMatchVersion(c);
      const defaults = await parseJsonBody(c, commissionDefaultsSchema);
      const userId = c.get("session").user.id;
      return c.json(
        await db.transaction(async (tx) => {
          await checkPartVersion(tx, userId, "commissions", expected);
          return setCommissionDefaults(tx, userId, defaults);
        }),
      );
    })
    .post("/password", async (c) => {
      const { currentPassword, newPassword, revokeAccess } = await parseJsonBody(c, passwordChangeSchema);
      const { id: userId } = c.get("session").user;
      await limitPasswordAttempts(db, userId);
      const response = await auth.api.changePassword({
        body: { currentPassword, newPassword, revokeOtherSessions: true },
        headers: c.req.raw.headers,
        asResponse: true,
      });
      // Every other session is gone from the database: none may live on in this process's cache.
      sessionCache.clear();
      if (!response.ok) {
        const body = (await response.json().catch(() => ({}))) as { code?: string };
        if (body.code === "INVALID_PASSWORD")
          throw validationError(CURRENT_PASSWORD_WRONG, { currentPassword: CURRENT_PASSWORD_WRONG });
        throw new HttpError(502, "password_change_failed", "No se pudo cambiar la contraseña");
      }
      // Whoever learnt the old password may have made a key of their own: every token and the feed's address.
      if (revokeAccess) {
        await db.transaction(async (tx) => {
          await revokeAllTokens(tx, userId);
          await rotateFeedToken(tx, secret);
        });
      }
      // This browser keeps its place with the new session better-auth just opened.
      for (const cookie of response.headers.getSetCookie()) c.header("Set-Cookie", cookie, { append: true });
      return c.body(null, 204);
    });
}
