import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createMailer } from "../mail/mailer";
import { useSignedInApp } from "../test/signed-in-app";
import { startSmtpCatcher } from "../test/smtp-catcher";
import { TEST_AGENT, TEST_ORIGIN } from "../test/test-app";

let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
});
afterAll(() => smtp.close());

const REDIRECT = `${TEST_ORIGIN}/restablecer`;
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe("a forgotten password, with email on", () => {
  const t = useSignedInApp(() => ({ mailer: createMailer({ smtpUrl: smtp.url, from: "avisos@palco.test" }) }));
  const ask = (email: string) =>
    t.anonymous("/api/auth/request-password-reset", { method: "POST", json: { email, redirectTo: REDIRECT } });
  const signIn = (password: string) =>
    t.anonymous("/api/auth/sign-in/email", { method: "POST", json: { email: TEST_AGENT.email, password } });

  it("tells the sign-in page that email is on", async () => {
    expect(await (await t.anonymous("/api/setup")).json()).toMatchObject({ mail: true });
    expect(await (await t.request("/api/mail")).json()).toEqual({
      configured: true,
      from: "avisos@palco.test",
      lastError: null,
    });
  });

  it("answers the same for an unknown address and sends nothing", async () => {
    const before = smtp.received.length;
    const unknown = await ask("nadie@palco.test");
    expect(unknown.status).toBe(200);
    await settle();
    expect(smtp.received.length).toBe(before);
    const known = await ask(TEST_AGENT.email);
    expect(await known.json()).toEqual(await (await ask("otra@palco.test")).json());
    // Three a minute from one address, then no more: each one may send an email.
    expect((await ask(TEST_AGENT.email)).status).toBe(429);
    await t.database.pool.query("delete from rate_limit");
  });

  it("answers a known and an unknown address after the same wait, and links to the public address", async () => {
    await t.database.pool.query("delete from rate_limit");
    const timed = async (email: string) => {
      const started = performance.now();
      expect((await ask(email)).status).toBe(200);
      return performance.now() - started;
    };
    // Found with 168 ms for an account and 12 ms for none: both now wait out the same padding.
    expect(await timed("nadie-mas@palco.test")).toBeGreaterThanOrEqual(395);
    const before = smtp.received.length;
    const sent = await t.anonymous("/api/auth/request-password-reset", {
      method: "POST",
      json: { email: TEST_AGENT.email, redirectTo: "http://127.0.0.1:3000/restablecer" },
    });
    expect(sent.status).toBe(200);
    await expect.poll(() => smtp.received.length).toBeGreaterThan(before);
    const link = /(http:\/\/\S+\/api\/auth\/reset-password\/[\w-]+\?callbackURL=\S+)/.exec(
      smtp.received.at(-1)!.text ?? "",
    )?.[1];
    expect(new URL(link!).searchParams.get("callbackURL")).toBe(REDIRECT);
    await t.database.pool.query("delete from rate_limit");
  });

  it("sends a few links an hour to one mailbox, however many clients ask", async () => {
    await t.database.pool.query("delete from rate_limit");
    const before = smtp.received.length;
    for (let client = 0; client < 6; client++) {
      // Each request as if from another address: the per-address limit never trips.
      await t.database.pool.query("delete from rate_limit where key not like 'palco:reset-mail:%'");
      expect((await ask(TEST_AGENT.email)).status).toBe(200);
    }
    await settle();
    // Three an hour to one mailbox.
    expect(smtp.received.length - before).toBe(3);
    await t.database.pool.query("delete from rate_limit");
  });

  it("emails a one-time link that sets a new password, ends every session and works once", async () => {
    const before = smtp.received.length;
    expect((await ask(TEST_AGENT.email.toUpperCase())).status).toBe(200);
    await expect.poll(() => smtp.received.length).toBeGreaterThan(before);
    const mail = smtp.received.at(-1)!;
    expect(mail.to && "text" in mail.to ? mail.to.text : "").toBe(TEST_AGENT.email);
    expect(mail.from?.value[0]).toMatchObject({ name: "Palco", address: "avisos@palco.test" });
    expect(mail.subject).toBe("Palco: restablece tu contraseña");
    expect(mail.text).toContain(`Hola, ${TEST_AGENT.name}:`);
    expect(mail.text).toContain("caduca en 1 hora");
    expect(mail.html).toContain("Elegir una contraseña nueva");
    const link = /(http:\/\/\S+\/api\/auth\/reset-password\/[\w-]+\?callbackURL=\S+)/.exec(mail.text ?? "")?.[1];
    expect(link).toBeDefined();

    // Following the link checks it and opens Palco's form with the token.
    const opened = await t.anonymous(new URL(link!).pathname + new URL(link!).search, { redirect: "manual" });
    expect(opened.status).toBe(302);
    const form = new URL(opened.headers.get("Location")!);
    expect(form.origin + form.pathname).toBe(REDIRECT);
    const token = form.searchParams.get("token")!;

    // Keys made with the old password: a read-only token, a writing one, the calendar feed's address.
    for (const scope of ["read", "write"])
      await t.request("/api/tokens", {
        method: "POST",
        json: { name: `Token ${scope}`, scope, currentPassword: TEST_AGENT.password },
      });
    const feed = ((await (await t.request("/api/calendar/feed")).json()) as { url: string }).url;

    const reset = (newPassword: string) =>
      t.anonymous("/api/auth/reset-password", { method: "POST", json: { newPassword, token } });
    expect((await reset("corta")).status).toBe(400);
    expect((await reset("elegida-desde-el-correo")).status).toBe(200);
    // Found with a read-only token reading on, and the feed answering, after the emailed reset.
    expect((await t.database.pool.query("select 1 from api_tokens")).rowCount).toBe(0);
    expect((await t.anonymous(new URL(feed).pathname)).status).toBe(404);
    expect((await t.database.pool.query("select 1 from session")).rowCount).toBe(0);
    expect((await signIn(TEST_AGENT.password)).status).toBe(401);
    const fresh = await signIn("elegida-desde-el-correo");
    expect(fresh.status).toBe(200);
    t.cookie = fresh.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    // Used once: the same link is refused.
    expect((await reset("otra-mas-elegida")).status).toBe(400);
  });

  it("keeps the tokens and the feed when the agent unticks it on the reset form", async () => {
    await t.database.pool.query("delete from rate_limit");
    await t.request("/api/tokens", {
      method: "POST",
      json: { name: "Se queda", scope: "read", currentPassword: "elegida-desde-el-correo" },
    });
    const feed = ((await (await t.request("/api/calendar/feed")).json()) as { url: string }).url;
    const before = smtp.received.length;
    expect((await ask(TEST_AGENT.email)).status).toBe(200);
    await expect.poll(() => smtp.received.length).toBeGreaterThan(before);
    const token = /reset-password\/([\w-]+)\?/.exec(smtp.received.at(-1)!.text ?? "")?.[1];
    const reset = await t.anonymous("/api/auth/reset-password", {
      method: "POST",
      json: { newPassword: "elegida-sin-revocar", token, revokeAccess: false },
    });
    expect(reset.status).toBe(200);
    expect((await t.database.pool.query("select 1 from api_tokens")).rowCount).toBe(1);
    expect((await t.anonymous(new URL(feed).pathname)).status).toBe(200);
    t.cookie = (
      await t.anonymous("/api/auth/sign-in/email", {
        method: "POST",
        json: { email: TEST_AGENT.email, password: "elegida-sin-revocar" },
      })
    ).headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
  });

  it("refuses a link older than an hour", async () => {
    await t.database.pool.query("delete from rate_limit");
    expect((await ask(TEST_AGENT.email)).status).toBe(200);
    await expect.poll(() => smtp.received.length).toBeGreaterThan(0);
    const token = /reset-password\/([\w-]+)\?/.exec(smtp.received.at(-1)!.text ?? "")?.[1];
    await t.database.pool.query(
      "update verification set expires_at = now() - interval '1 minute' where identifier = $1",
      [`reset-password:${token}`],
    );
    const late = await t.anonymous("/api/auth/reset-password", {
      method: "POST",
      json: { newPassword: "demasiado-tarde-ya", token },
    });
    expect(late.status).toBe(400);
  });

  it("sends a test email to the agent from Configuración", async () => {
    const before = smtp.received.length;
    const sent = await t.request("/api/mail/test", { method: "POST", json: {} });
    expect(await sent.json()).toEqual({ sentTo: TEST_AGENT.email });
    await expect.poll(() => smtp.received.length).toBe(before + 1);
    expect(smtp.received.at(-1)!.subject).toBe("Palco: correo de prueba");
    expect((await t.anonymous("/api/mail/test", { method: "POST", json: {} })).status).toBe(401);
  });
});

describe("a forgotten password, with email off", () => {
  const t = useSignedInApp();

  it("says email is off, and refuses the reset request and the test email", async () => {
    expect(await (await t.anonymous("/api/setup")).json()).toMatchObject({ mail: false });
    expect(await (await t.request("/api/mail")).json()).toEqual({ configured: false, from: null, lastError: null });
    const test = await t.request("/api/mail/test", { method: "POST", json: {} });
    expect(test.status).toBe(409);
    expect(((await test.json()) as { error: { message: string } }).error.message).toBe(
      "El correo no está configurado: define PALCO_SMTP_URL y PALCO_MAIL_FROM",
    );
    const reset = await t.anonymous("/api/auth/request-password-reset", {
      method: "POST",
      json: { email: TEST_AGENT.email, redirectTo: REDIRECT },
    });
    expect(reset.status).toBe(400);
  });
});
