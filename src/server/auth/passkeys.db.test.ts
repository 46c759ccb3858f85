import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/server";
import { describe, expect, it } from "vitest";

import { DEACTIVATED_MESSAGE } from "../../shared/schemas/auth";
import { PASSKEY_MESSAGES, type Passkey } from "../../shared/schemas/passkey";
import { cookiesOf } from "../test/cookies";
import { fixtures } from "../test/fixtures";
import { memberSession } from "../test/member-session";
import { playerSession } from "../test/player-session";
import { useSignedInApp } from "../test/signed-in-app";
import { softwareAuthenticator } from "../test/software-authenticator";
import { TEST_ORIGIN } from "../test/test-app";
import { STALE_SESSION_MESSAGE } from "./passkey-routes";

describe("passkeys", () => {
  const t = useSignedInApp();

  /** Adds a passkey as Configuración does: the server's options, the authenticator's answer, a name. */
  async function register(cookie: string, authenticator = softwareAuthenticator(), name = "Portátil") {
    const options = await t.request("/api/me/passkeys/options", { method: "POST", cookie });
    expect(options.status).toBe(200);
    const creation = (await options.json()) as PublicKeyCredentialCreationOptionsJSON;
    const response = authenticator.register(creation, TEST_ORIGIN);
    const saved = await t.request("/api/me/passkeys", { method: "POST", cookie, json: { name, response } });
    return { saved, authenticator, creation };
  }

  /** Signs in as the login page does: a challenge for nobody yet, and the authenticator's signature over it. */
  async function signIn(authenticator: ReturnType<typeof softwareAuthenticator>) {
    const started = await t.request("/api/auth/passkey/sign-in-options", { method: "POST", json: {} });
    expect(started.status).toBe(200);
    const { challengeId, options } = (await started.json()) as {
      challengeId: string;
      options: PublicKeyCredentialRequestOptionsJSON;
    };
    const response = authenticator.authenticate(options, TEST_ORIGIN);
    return {
      answer: await t.request("/api/auth/passkey/sign-in", { method: "POST", json: { challengeId, response } }),
      again: () => t.request("/api/auth/passkey/sign-in", { method: "POST", json: { challengeId, response } }),
    };
  }

  it("registers one for the signed-in member and signs them in with it, without password or code", async () => {
    const member = await memberSession(t, t.cookie, "asistente");
    const { saved, creation, authenticator } = await register(member.cookie);
    expect(saved.status).toBe(201);
    expect(await saved.json()).toMatchObject({ name: "Portátil", lastUsedAt: null });
    expect(creation).toMatchObject({
      rp: { name: "Palco", id: "localhost" },
      authenticatorSelection: { residentKey: "required", userVerification: "required" },
    });

    const { answer, again } = await signIn(authenticator);
    expect(answer.status).toBe(200);
    const me = await t.request("/api/me", { cookie: cookiesOf(answer) });
    expect(await me.json()).toMatchObject({ id: member.id, role: "asistente" });
    // A challenge is spent once: the same answer replayed is refused.
    const replayed = await again();
    expect(replayed.status).toBe(401);
    expect(await replayed.json()).toMatchObject({ message: PASSKEY_MESSAGES.expired });

    const list = (await (await t.request("/api/me/passkeys", { cookie: member.cookie })).json()) as {
      items: Passkey[];
    };
    expect(list.items).toHaveLength(1);
    expect(list.items[0]?.lastUsedAt).not.toBeNull();
    expect(list.items[0]).not.toHaveProperty("publicKey");
    // Another member sees none of them.
    expect(await (await t.request("/api/me/passkeys", { cookie: t.cookie })).json()).toEqual({ items: [] });
  });

  it("opens the player's own app to a player who added one on the phone", async () => {
    const player = await fixtures(t, t.cookie).player({ name: "Jugador Con Llave" });
    const cookie = await playerSession(t, t.cookie, player.id);
    const { saved, authenticator } = await register(cookie, softwareAuthenticator(), "Móvil");
    expect(saved.status).toBe(201);
    const { answer } = await signIn(authenticator);
    expect(answer.status).toBe(200);
    const home = await t.request("/api/app/home", { cookie: cookiesOf(answer) });
    expect(home.status).toBe(200);
    expect((await t.request("/api/players", { cookie: cookiesOf(answer) })).status).toBe(403);
  });

  it("refuses a passkey Palco does not know, a forged signature and a registration without a name", async () => {
    const stranger = softwareAuthenticator();
    const { answer } = await signIn(stranger);
    expect(answer.status).toBe(401);
    expect(await answer.json()).toMatchObject({ message: PASSKEY_MESSAGES.unknown });

    const member = await memberSession(t, t.cookie, "lectura");
    const { authenticator } = await register(member.cookie);
    const started = (await (
      await t.request("/api/auth/passkey/sign-in-options", { method: "POST", json: {} })
    ).json()) as { challengeId: string; options: PublicKeyCredentialRequestOptionsJSON };
    const response = authenticator.authenticate(started.options, TEST_ORIGIN);
    const forged = { ...response, response: { ...response.response, signature: stranger.credentialId } };
    const refused = await t.request("/api/auth/passkey/sign-in", {
      method: "POST",
      json: { challengeId: started.challengeId, response: forged },
    });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ message: PASSKEY_MESSAGES.failed });
    // A page on another site asked for it: the browser says so in the signed data, and Palco refuses.
    const elsewhere = await t.request("/api/auth/passkey/sign-in-options", { method: "POST", json: {} });
    const other = (await elsewhere.json()) as { challengeId: string; options: PublicKeyCredentialRequestOptionsJSON };
    const phished = await t.request("/api/auth/passkey/sign-in", {
      method: "POST",
      json: {
        challengeId: other.challengeId,
        response: authenticator.authenticate(other.options, "https://palco.example"),
      },
    });
    expect(phished.status).toBe(401);

    const options = await t.request("/api/me/passkeys/options", { method: "POST", cookie: member.cookie });
    const creation = (await options.json()) as PublicKeyCredentialCreationOptionsJSON;
    const unnamed = await t.request("/api/me/passkeys", {
      method: "POST",
      cookie: member.cookie,
      json: { name: " ", response: softwareAuthenticator().register(creation, TEST_ORIGIN) },
    });
    expect(unnamed.status).toBe(400);
    expect(await unnamed.json()).toMatchObject({ error: { fields: { name: PASSKEY_MESSAGES.nameRequired } } });
    expect((await t.request("/api/me/passkeys", { cookie: "" })).status).toBe(401);
  });

  it("is removed by its owner alone, and then no longer signs in", async () => {
    const member = await memberSession(t, t.cookie, "comunicacion");
    const { saved, authenticator } = await register(member.cookie);
    const { id } = (await saved.json()) as Passkey;
    expect((await t.request(`/api/me/passkeys/${id}`, { method: "DELETE", cookie: t.cookie })).status).toBe(404);
    expect((await t.request(`/api/me/passkeys/${id}`, { method: "DELETE", cookie: member.cookie })).status).toBe(204);
    const { answer } = await signIn(authenticator);
    expect(answer.status).toBe(401);
  });

  it("opens no session for a deactivated member, and asks a fresh sign-in to add one", async () => {
    const member = await memberSession(t, t.cookie, "legal");
    const { authenticator } = await register(member.cookie);
    expect((await t.request(`/api/team/${member.id}`, { method: "DELETE", cookie: t.cookie })).status).toBe(200);
    const { answer } = await signIn(authenticator);
    expect(answer.status).toBe(403);
    expect(await answer.json()).toMatchObject({ message: DEACTIVATED_MESSAGE });

    const other = await memberSession(t, t.cookie, "contabilidad");
    await t.database.pool.query(`update session set created_at = now() - interval '2 days' where user_id = $1`, [
      other.id,
    ]);
    const stale = await t.request("/api/me/passkeys/options", { method: "POST", cookie: other.cookie });
    expect(stale.status).toBe(403);
    expect(await stale.json()).toMatchObject({ error: { message: STALE_SESSION_MESSAGE } });
  });
});
