import { hash, verify } from "@node-rs/argon2";
import { verifyPassword as verifyLegacyScrypt } from "better-auth/crypto";
import { eq } from "drizzle-orm";

import type { Database } from "../db/client";
import { account } from "./table";

// OWASP's Argon2id minimum: 19 MiB of memory, 2 passes, 1 lane.
// algorithm 2 is Argon2id (a const enum in the typings, which this build cannot import).
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, ARGON2_OPTIONS);

export const isArgon2idHash = (stored: string) => stored.startsWith("$argon2id$");

/**
 * Checks a password against its stored hash. Hashes made by earlier versions (better-auth's scrypt) still
 * work, and are replaced by an Argon2id hash the first time the right password is given.
 */
export function passwordVerifier(db: Database) {
  return async ({ hash: stored, password }: { hash: string; password: string }): Promise<boolean> => {
    if (isArgon2idHash(stored)) return verify(stored, password);
    if (!(await verifyLegacyScrypt({ hash: stored, password }))) return false;
    // The salted hash names its account row exactly; a concurrent upgrade simply matches nothing.
    await db
      .update(account)
      .set({ password: await hashPassword(password) })
      .where(eq(account.password, stored));
    return true;
  };
}
