import { describe, expect, it } from "vitest";

import { TWO_FACTOR_MESSAGES, type TwoFactorStatus } from "../../shared/domain/two-factor";
import { cookiesOf } from "../test/cookies";
import { MEMBER_PASSWORD, memberSession } from "../test/member-session";
import { useSignedInApp } from "../test/signed-in-app";
import { totpCodeFor } from "../test/totp";

/** A cookie jar's worth: the later Set-Cookie of a name replaces the earlier. */
const merged = (...cookies: string[]) =>
  [
    ...new Map(
      cookies
        .flatMap((cookie) => cookie.split("; "))
        .filter(Boolean)
        .map((pair) => [pair.slice(0, pair.indexOf("=")), pair] as const),
    ).values(),
  ].join("; ");

describe("two-factor sign-in with an authenticator app and backup codes", () => {
  const t = useSignedInApp();

  /** Turns it on as Configuración does: the password, the secret, then a first code to prove the app has it. */
  async function enrol(cookie: string) {
    const enabled = await t.request("/api/auth/two-factor/enable", {
      method: "POST",
      cookie,
      json: { password: MEMBER_PASSWORD },
    });
    expect(enabled.status).toBe(200);
    const { totpURI, backupCodes } = (await enabled.json()) as { totpURI: string; backupCodes: string[] };
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/Palco:/);
    expect(backupCodes).toHaveLength(10);
    const verified = await t.request("/api/auth/two-factor/verify-totp", {
      method: "POST",
      cookie,
      json: { code: await totpCodeFor(totpURI) },
    });
    expect(verified.status).toBe(200);
    return { totpURI, backupCodes, cookie: merged(cookie, cookiesOf(verified)) };
  }

  const passwordStep = async (email: string) => {
    const response = await t.request("/api/auth/sign-in/email", {
      method: "POST",
      json: { email, password: MEMBER_PASSWORD },
    });
    expect(response.status).toBe(200);
    return { body: (await response.json()) as { twoFactorRedirect?: boolean }, cookie: cookiesOf(response) };
  };
  const me = async (cookie: string) => {
    const response = await t.request("/api/me", { cookie });
    return {
      status: response.status,
      body: response.ok ? ((await response.json()) as { twoFactor: TwoFactorStatus }) : null,
    };
  };

  it("asks for the code after the password, and takes a backup code once", async () => {
    const member = await memberSession(t, t.cookie, "agente");
    expect((await me(member.cookie)).body?.twoFactor).toEqual({
      enabled: false,
      required: false,
      deadline: null,
      blocked: false,
    });
    const { totpURI, backupCodes, cookie } = await enrol(member.cookie);
    expect((await me(cookie)).body?.twoFactor.enabled).toBe(true);

    // The password alone opens nothing now.
    const first = await passwordStep(member.email);
    expect(first.body.twoFactorRedirect).toBe(true);
    expect((await me(first.cookie)).status).toBe(401);
    const wrong = await t.request("/api/auth/two-factor/verify-totp", {
      method: "POST",
      cookie: first.cookie,
      json: { code: "000000" },
    });
    expect(wrong.status).toBe(401);
    const withCode = await t.request("/api/auth/two-factor/verify-totp", {
      method: "POST",
      cookie: first.cookie,
      json: { code: await totpCodeFor(totpURI) },
    });
    expect(withCode.status).toBe(200);
    expect((await me(merged(first.cookie, cookiesOf(withCode)))).status).toBe(200);

    // A lost phone: a backup code signs in, and only once.
    const backup = backupCodes[0] ?? "";
    const second = await passwordStep(member.email);
    const withBackup = await t.request("/api/auth/two-factor/verify-backup-code", {
      method: "POST",
      cookie: second.cookie,
      json: { code: backup },
    });
    expect(withBackup.status).toBe(200);
    expect((await me(merged(second.cookie, cookiesOf(withBackup)))).status).toBe(200);
    const third = await passwordStep(member.email);
    const reused = await t.request("/api/auth/two-factor/verify-backup-code", {
      method: "POST",
      cookie: third.cookie,
      json: { code: backup },
    });
    expect(reused.status).toBe(401);
  });

  it("skips the code on a browser trusted for 30 days", async () => {
    const member = await memberSession(t, t.cookie, "legal");
    const { totpURI } = await enrol(member.cookie);
    const first = await passwordStep(member.email);
    const trusted = await t.request("/api/auth/two-factor/verify-totp", {
      method: "POST",
      cookie: first.cookie,
      json: { code: await totpCodeFor(totpURI), trustDevice: true },
    });
    expect(trusted.status).toBe(200);
    const trustCookie = trusted.headers.getSetCookie().find((cookie) => cookie.includes("trust_device"));
    expect(trustCookie).toMatch(/Max-Age=2592000/);
    const again = await t.request("/api/auth/sign-in/email", {
      method: "POST",
      cookie: merged(first.cookie, cookiesOf(trusted)),
      json: { email: member.email, password: MEMBER_PASSWORD },
    });
    expect(((await again.json()) as { twoFactorRedirect?: boolean }).twoFactorRedirect).toBeUndefined();
    expect((await me(cookiesOf(again))).status).toBe(200);
  });

  it("gives contabilidad fourteen days to turn it on, then answers only its own settings; it cannot be turned off", async () => {
    const accountant = await memberSession(t, t.cookie, "contabilidad");
    const status = (await me(accountant.cookie)).body?.twoFactor;
    expect(status).toMatchObject({ enabled: false, required: true, blocked: false });
    expect(new Date(status?.deadline ?? "").getTime() - Date.now()).toBeGreaterThan(13.9 * 24 * 3600 * 1000);
    expect((await t.request("/api/commissions", { cookie: accountant.cookie })).status).toBe(200);

    // Fifteen days later.
    await t.database.pool.query(`update "user" set created_at = now() - interval '15 days' where id = $1`, [
      accountant.id,
    ]);
    const login = await t.request("/api/auth/sign-in/email", {
      method: "POST",
      json: { email: accountant.email, password: MEMBER_PASSWORD },
    });
    const late = cookiesOf(login);
    const refused = await t.request("/api/commissions", { cookie: late });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({
      error: { code: "two_factor_required", message: TWO_FACTOR_MESSAGES.required },
    });
    expect((await me(late)).body?.twoFactor.blocked).toBe(true);
    expect((await t.request("/api/me/settings", { cookie: late })).status).toBe(200);

    const { cookie } = await enrol(late);
    expect((await t.request("/api/commissions", { cookie })).status).toBe(200);
    const disable = await t.request("/api/auth/two-factor/disable", {
      method: "POST",
      cookie,
      json: { password: MEMBER_PASSWORD },
    });
    expect(disable.status).toBe(403);
    expect(((await disable.json()) as { message: string }).message).toBe(TWO_FACTOR_MESSAGES.cannotDisable);
  });
});
