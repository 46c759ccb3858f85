import type { HttpBindings } from "@hono/node-server";

import type { Viewer } from "../../shared/domain/team-roles";
import type { SessionData } from "../auth/auth";
import type { Database } from "../db/client";
import type { PlayerReach } from "../db/lib/player-reach";

export type AppEnv = {
  Bindings: HttpBindings;
  Variables: {
    requestId: string;
    session: SessionData;
    /** The member calling, with what their role may see; unset for a player's session. */
    viewer: Viewer | undefined;
    /** The players the member reaches (null: all); unset for a player's session. */
    reach: PlayerReach | undefined;
    /** The database for reads that may lag (http/read-your-writes.ts): a replica when one is configured. */
    laggingDb: () => Promise<Database>;
  };
};
