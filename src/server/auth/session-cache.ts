import type { SessionData } from "./auth";

/** How long this process trusts a session it has checked: the delay before a sign-out made elsewhere applies here. */
export const SESSION_CACHE_TTL_MS = 5 * 60 * 1000;
const MAX_ENTRIES = 1000;

export const SESSION_COOKIE = "better-auth.session_token";
export const SECURE_SESSION_COOKIE = `__Secure-${SESSION_COOKIE}`;

/** The signed session cookie's value (token + signature), the key a checked session is remembered by. */
export function sessionCookieValue(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(";")) {
    const separator = part.indexOf("=");
    const name = part.slice(0, separator).trim();
    if (name === SESSION_COOKIE || name === SECURE_SESSION_COOKIE) return part.slice(separator + 1).trim() || undefined;
  }
  return undefined;
}

/**
 * Sessions this process has checked against the database, remembered for a short while so that a signed-in
 * request normally costs no session query. Keyed by the whole signed cookie, so a value is only ever found for
 * the exact cookie that was verified. Sign-out, password changes and revocations on this process empty it at
 * once; on any other process they empty it through PostgreSQL's notification (revocation-listener.ts). While
 * that notification cannot be heard the cache is not trusted at all: every request asks the database.
 */
export class SessionCache {
  private readonly entries = new Map<string, { session: SessionData; until: number }>();
  private trusted = true;

  constructor(private readonly now: () => number = Date.now) {}

  /** Off while revocations made elsewhere could go unheard; on again once they are heard. */
  setTrusted(trusted: boolean): void {
    this.trusted = trusted;
    this.entries.clear();
  }

  get(cookie: string): SessionData | undefined {
    if (!this.trusted) return undefined;
    const entry = this.entries.get(cookie);
    if (!entry) return undefined;
    if (entry.until <= this.now()) {
      this.entries.delete(cookie);
      return undefined;
    }
    return entry.session;
  }

  set(cookie: string, session: SessionData): void {
    if (!this.trusted) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    const expires = new Date(session.session.expiresAt).getTime();
    this.entries.set(cookie, { session, until: Math.min(this.now() + SESSION_CACHE_TTL_MS, expires) });
  }

  clear(): void {
    this.entries.clear();
  }
}
