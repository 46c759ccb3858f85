import { eq } from "drizzle-orm";

import type { Database } from "../db/client";
import { revokeAllTokens } from "../modules/api-tokens";
import { rotateFeedToken } from "../modules/calendar-feed";
import type { AccessOnReset } from "./routes";
import { verification } from "./table";

/**
 * A reset from the emailed link is a sign the old password may be known to someone else: every API token and the
 * calendar feed's address go with it, as after a change in Configuración (unless the agent unticks it).
 */
export function accessOnReset(db: Database, secret: string): AccessOnReset {
  return {
    ownerOf: async (token) => {
      const [row] = await db
        .select({ userId: verification.value, expiresAt: verification.expiresAt })
        .from(verification)
        .where(eq(verification.identifier, `reset-password:${token}`));
      return row && row.expiresAt > new Date() ? row.userId : undefined;
    },
    revoke: (userId) =>
      db.transaction(async (tx) => {
        await revokeAllTokens(tx, userId);
        await rotateFeedToken(tx, secret);
      }),
  };
}
