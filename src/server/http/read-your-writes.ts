import type { Context, MiddlewareHandler } from "hono";
import { getCookie, setCookie } from "hono/cookie";

import type { Database } from "../db/client";
import type { LaggingReads } from "../db/replica";
import type { AppEnv } from "./app-env";

/** The primary's WAL position after the browser's last write: its next lagging reads wait for the replica to reach it. */
export const LAST_WRITE_COOKIE = "palco_ultima_escritura";
/** Far longer than a replica lags when it works; past it, a read may lag as anyone's does. */
const LAST_WRITE_SECONDS = 120;

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Offers each request the database for reads that may lag (`laggingDb(c)`) and, when a replica is configured,
 * remembers in the browser where its writes left the primary, so that the member who just wrote reads their write
 * whichever process answers next. Nothing is kept in the process: the cookie travels with the member.
 */
export function readYourWrites(reads: LaggingReads): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    let chosen: Promise<Database> | undefined;
    c.set("laggingDb", () => (chosen ??= reads.readerFor(getCookie(c, LAST_WRITE_COOKIE))));
    await next();
    if (!reads.hasReplica || READS.has(c.req.method) || c.res.status >= 400) return;
    const position = await reads.positionAfterWrite().catch(() => undefined);
    if (position)
      setCookie(c, LAST_WRITE_COOKIE, position, {
        path: "/api",
        httpOnly: true,
        sameSite: "Lax",
        maxAge: LAST_WRITE_SECONDS,
      });
  };
}

/** The database for this request's reads that may lag: the replica, or the primary until it replays the caller's write. */
export const laggingDb = (c: Context<AppEnv>): Promise<Database> => c.get("laggingDb")();
