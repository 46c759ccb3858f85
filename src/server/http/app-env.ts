import type { HttpBindings } from "@hono/node-server";

import type { SessionData } from "../auth/auth";

export type AppEnv = {
  Bindings: HttpBindings;
  Variables: {
    requestId: string;
    session: SessionData;
  };
};
