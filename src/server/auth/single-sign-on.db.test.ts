import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { cookiesOf } from "../test/cookies";
import { memberSession } from "../test/member-session";
import { startOidcProvider } from "../test/oidc-provider";
import { useSignedInApp } from "../test/signed-in-app";
import { TEST_AGENT, TEST_ORIGIN } from "../test/test-app";
import { ssoCallbackPath } from "./single-sign-on";

describe("single sign-on with the agency's OpenID Connect provider", () => {
  const people = {
    invited: { email: "nuevo.agente@agencia.test", name: "Nuevo Agente" },
    member: { email: "asistente.sso@agencia.test", name: "Asistente SSO" },
    leaver: { email: "se.fue@agencia.test", name: "Se Fue" },
    stranger: { email: "intruso@agencia.test", name: "Intruso" },
  };
  let provider: Awaited<ReturnType<typeof startOidcProvider>>;
  beforeAll(async () => {
    provider = await startOidcProvider({
      redirectUris: [`${TEST_ORIGIN}${ssoCallbackPath}`],
      accounts: [...Object.values(people), { email: TEST_AGENT.email, name: TEST_AGENT.name }],
    });
  });
  afterAll(() => provider.close());
  const t = useSignedInApp(() => ({ singleSignOn: provider.settings }));

  /** The whole round: Palco sends the browser to the provider, the person signs in there, the provider sends back. */
  async function signInThroughProvider(email: string) {
    const started = await t.request("/api/auth/sign-in/social", {
      method: "POST",
      json: { provider: "agencia", callbackURL: "/dashboard", errorCallbackURL: "/login" },
    });
    expect(started.status).toBe(200);
    const { url } = (await started.json()) as { url: string };
    expect(url.startsWith(`${provider.settings.issuer}/`)).toBe(true);
    const back = new URL(await provider.signIn(url, email));
    expect(`${back.origin}${back.pathname}`).toBe(`${TEST_ORIGIN}${ssoCallbackPath}`);
    const landed = await t.request(`${back.pathname}${back.search}`, { cookie: cookiesOf(started) });
    expect(landed.status).toBe(302);
    const cookie = cookiesOf(landed);
    const me = await t.request("/api/me", { cookie });
    return { location: landed.headers.get("location") ?? "", cookie, me };
  }

  it("tells the sign-in page which provider to offer", async () => {
    const setup = (await (await t.anonymous("/api/setup")).json()) as { singleSignOn: string | null };
    expect(setup.singleSignOn).toBe("Keycloak de la agencia");
  });

  it("lets an invited person in with the invitation's role, once", async () => {
    const invited = await t.request("/api/team/invitations", {
      method: "POST",
      json: { email: people.invited.email, role: "agente" },
    });
    expect(invited.status).toBe(201);
    const { location, me } = await signInThroughProvider(people.invited.email);
    expect(location).toBe("/dashboard");
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: people.invited.email, name: people.invited.name, role: "agente" });
    // The link is spent: it cannot make a second account, nor be joined with a password afterwards.
    const team = (await (await t.request("/api/team")).json()) as { invitations: { email: string }[] };
    expect(team.invitations.map((invitation) => invitation.email)).not.toContain(people.invited.email);
    const again = await signInThroughProvider(people.invited.email);
    expect(((await again.me.json()) as { role: string }).role).toBe("agente");
  });

  it("signs an existing member and the owner in as themselves", async () => {
    const member = await memberSession(t, t.cookie, "asistente", people.member.email);
    const { me } = await signInThroughProvider(people.member.email);
    expect(await me.json()).toMatchObject({ id: member.id, role: "asistente" });
    const owner = await signInThroughProvider(TEST_AGENT.email);
    expect(await owner.me.json()).toMatchObject({ email: TEST_AGENT.email, name: TEST_AGENT.name, role: "direccion" });
  });

  it("keeps out anyone without an invitation or a membership, and a deactivated member", async () => {
    const stranger = await signInThroughProvider(people.stranger.email);
    expect(stranger.location).toBe("/login?sso=no-invitado");
    expect(stranger.me.status).toBe(401);
    const { rows } = await t.database.pool.query('select 1 from "user" where email = $1', [people.stranger.email]);
    expect(rows).toHaveLength(0);

    const leaver = await memberSession(t, t.cookie, "ojeador", people.leaver.email);
    expect((await t.request(`/api/team/${leaver.id}`, { method: "DELETE" })).status).toBe(200);
    const back = await signInThroughProvider(people.leaver.email);
    expect(back.location).toBe("/login?sso=desactivado");
    expect(back.me.status).toBe(401);
  });
});
