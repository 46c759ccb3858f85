import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError } from "better-auth/api";
import type { Database } from "../db/client";
import { hasAgentAccount } from "./ensure-admin";
import { account, rateLimit, session, user, verification } from "../db/schema";
import { MIN_PASSWORD_LENGTH } from "../../shared/schemas/auth";

export const CLIENT_IP_HEADER = "x-palco-client-ip";

export type AuthOptions = {
  db: Database;
  secret: string;
  baseUrl: string;
};

export function createAuth({ db, secret, baseUrl }: AuthOptions) {
  return betterAuth({
    appName: "Palco",
    secret,
    baseURL: baseUrl,
    basePath: "/api/auth",
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user, session, account, verification, rateLimit },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: 128,
      autoSignIn: true,
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    // Same-origin requests are trusted whatever host name or port Palco was reached at.
    trustedOrigins: (request) => (request ? [new URL(request.url).origin] : []),
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 200,
      customRules: {
        "/sign-in/email": { window: 60, max: 10 },
        "/sign-up/email": { window: 60, max: 5 },
      },
    },
    advanced: {
      useSecureCookies: baseUrl.startsWith("https://"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    databaseHooks: {
      user: {
        create: {
          // Palco has exactly one agent account: the first sign-up creates it, any later one is refused.
          before: async (newUser) => {
            if (await hasAgentAccount(db)) {
              throw new APIError("FORBIDDEN", { message: "Ya existe la cuenta del agente" });
            }
            return { data: newUser };
          },
        },
      },
    },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;
export type SessionData = NonNullable<Awaited<ReturnType<Auth["api"]["getSession"]>>>;
