import { Hono } from "hono";

import type { Database } from "../db/client";
import type { AppEnv } from "../http/app-env";
import { hasOwnerAccount } from "./ensure-admin";

/**
 * Tells the sign-in pages whether the agent account still has to be created, whether to offer the sample, whether
 * a forgotten password can be reset by email (`mail`) and the agency's identity provider to offer (its name).
 */
export function setupRoutes(
  db: Database,
  offers: { sampleDataOffered: boolean; mail: boolean; singleSignOn: string | null },
) {
  return new Hono<AppEnv>().get("/", async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json({ needsSetup: !(await hasOwnerAccount(db)), ...offers });
  });
}
