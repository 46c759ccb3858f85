import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError } from "better-auth/api";
import { twoFactor } from "better-auth/plugins/two-factor";

import { TRUSTED_DEVICE_DAYS } from "../../shared/domain/two-factor";
import { DEACTIVATED_MESSAGE, MIN_PASSWORD_LENGTH, SSO_MESSAGES } from "../../shared/schemas/auth";
import type { Database } from "../db/client";
import { takeAttempt } from "../db/lib/attempt-limits";
import { NO_MAIL, type Mailer } from "../mail/mailer";
import { invitedRoleOf, spendInvitationsOf } from "../modules/team";
import { describeError, logError, redactSecrets } from "../safe-log";
import { hasOwnerAccount, isDeactivated } from "./ensure-admin";
import { passkeySignInPlugin } from "./passkey-sign-in";
import { hashPassword, passwordVerifier } from "./password-hashing";
import { resetPasswordMail } from "./reset-password-mail";
import { bySingleSignOn, singleSignOnPlugin, SSO_PROVIDER_ID, type SingleSignOn } from "./single-sign-on";
import { account, rateLimit, session, twoFactor as twoFactorTable, user, verification } from "./table";

export const CLIENT_IP_HEADER = "x-palco-client-ip";

export type AuthOptions = {
  db: Database;
  secret: string;
  baseUrl: string;
  /** With email on, "¿Olvidaste tu contraseña?" sends a one-time link; without it, the reset is refused. */
  mailer?: Mailer;
  /** Sign-in with the agency's OpenID Connect provider (PALCO_OIDC_*). */
  singleSignOn?: SingleSignOn;
};

/** How long a password-reset link works. */
export const RESET_LINK_HOURS = 1;

export function createAuth({ db, secret, baseUrl, mailer = NO_MAIL, singleSignOn }: AuthOptions) {
  return betterAuth({
    appName: "Palco",
    secret,
    baseURL: baseUrl,
    basePath: "/api/auth",
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user, session, account, verification, rateLimit, twoFactor: twoFactorTable },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: 128,
      autoSignIn: true,
      password: { hash: hashPassword, verify: passwordVerifier(db) },
      resetPasswordTokenExpiresIn: RESET_LINK_HOURS * 3600,
      // A changed password ends every session, as the change in Configuración does.
      revokeSessionsOnPasswordReset: true,
      ...(mailer.configured
        ? {
            sendResetPassword: async ({
              user: account,
              url,
            }: {
              user: { email: string; name: string };
              url: string;
            }) => {
              // A few links an hour per mailbox, whatever addresses ask: forty clients cannot flood one inbox.
              const mailbox = await takeAttempt(db, `palco:reset-mail:${account.email.toLowerCase()}`, 3, 3600);
              if (!mailbox.allowed) return;
              // Not awaited: the answer must not take longer for an address that has an account.
              void mailer
                .send(resetPasswordMail(account, url))
                .catch((error: unknown) =>
                  logError("No se pudo enviar el enlace para restablecer la contraseña", error),
                );
            },
          }
        : {}),
    },
    user: {
      // Read with every session, so that each route knows on the server which member or player calls it.
      additionalFields: {
        role: { type: "string", required: false, defaultValue: "direccion", input: false },
        playerId: { type: "string", required: false, input: false },
        isOwner: { type: "boolean", required: false, defaultValue: false, input: false },
        deactivatedAt: { type: "date", required: false, input: false },
      },
    },
    plugins: [
      // An authenticator app's code (TOTP) or a backup code after the password; a trusted browser skips it a while.
      twoFactor({
        issuer: "Palco",
        trustDeviceMaxAge: TRUSTED_DEVICE_DAYS * 24 * 60 * 60,
        backupCodeOptions: { amount: 10, length: 10 },
        accountLockout: { enabled: true, maxFailedAttempts: 10, durationSeconds: 15 * 60 },
      }),
      ...(singleSignOn ? [singleSignOnPlugin(singleSignOn)] : []),
      // Anyone may add passkeys in Configuración and sign in with one instead of a password.
      passkeySignInPlugin(db, baseUrl),
    ],
    account: {
      accountLinking: {
        // A member who signs in with the agency's provider is the account with that email. Accounts in Palco exist
        // only by the owner's setup or an invitation, so nobody can have claimed an address before its owner.
        trustedProviders: [SSO_PROVIDER_ID],
        requireLocalEmailVerified: false,
      },
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
        // Only sends the browser to the agency's provider, which guards its own passwords.
        "/sign-in/social": { window: 60, max: 30 },
        // A few tries a minute per address; ten wrong codes also lock the account's second factor for 15 minutes.
        "/two-factor/verify-totp": { window: 60, max: 20 },
        "/two-factor/verify-backup-code": { window: 60, max: 20 },
        "/two-factor/enable": { window: 60, max: 20 },
        // Each request may send an email: a few a minute per address is all a forgetful agent needs.
        "/request-password-reset": { window: 60, max: 3 },
        "/reset-password": { window: 60, max: 10 },
        // Read on every page load: counting it would write the rate-limit table each time.
        "/get-session": false,
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
          // The first sign-up creates the agency's owner; members join by invitation, never by signing up. Through
          // the agency's identity provider, only an address with a live invitation becomes a member, with its role.
          before: async (newUser, context) => {
            if (bySingleSignOn(context)) {
              const role = await invitedRoleOf(db, newUser.email);
              if (!role) throw new APIError("FORBIDDEN", { message: SSO_MESSAGES.notInvited });
              return { data: { ...newUser, role, isOwner: false, emailVerified: true } };
            }
            if (await hasOwnerAccount(db)) {
              throw new APIError("FORBIDDEN", { message: "Ya existe la cuenta del agente" });
            }
            return { data: { ...newUser, role: "direccion", isOwner: true } };
          },
          after: async (created, context) => {
            if (bySingleSignOn(context)) await spendInvitationsOf(db, created.email);
          },
        },
      },
      session: {
        create: {
          // A deactivated member keeps their password but never gets a session again.
          before: async (newSession) => {
            if (await isDeactivated(db, newSession.userId)) {
              throw new APIError("FORBIDDEN", { message: DEACTIVATED_MESSAGE });
            }
            return { data: newSession };
          },
        },
      },
    },
    telemetry: { enabled: false },
    // better-auth logs the errors it catches with their queries' parameters (session tokens): redact them.
    logger: {
      log: (level, message, ...args) => {
        const line = [redactSecrets(message), ...args.map(describeError)].join(" ");
        if (level === "error") console.error(`[Better Auth] ${line}`);
        else if (level === "warn") console.warn(`[Better Auth] ${line}`);
        else console.log(`[Better Auth] ${line}`);
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
export type SessionData = NonNullable<Awaited<ReturnType<Auth["api"]["getSession"]>>>;
