import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import Provider from "oidc-provider";

import type { SingleSignOn } from "../auth/single-sign-on";
import { OIDC_TEST_CLIENT, OIDC_TEST_LABEL } from "./oidc-test-client";

/** A person at the agency's identity provider: their email signs them in, their name comes along. */
export type ProviderAccount = { email: string; name: string };

/** Cookies a browser would keep for one site: enough to walk a provider's sign-in pages. */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  keep(response: Response) {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ""] = cookie.split(";");
      const at = pair.indexOf("=");
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  }
  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}

/**
 * A real OpenID Connect provider (oidc-provider) on loopback, as Keycloak or Google Workspace would answer Palco:
 * discovery, authorization with its own sign-in and consent pages, tokens and userinfo. `signIn` walks those pages
 * as the person would and returns where the provider sends the browser back (Palco's callback, with the code).
 */
export async function startOidcProvider(options: {
  /** Palco's callback, as each address Palco may be reached at writes it. */
  redirectUris: string[];
  /** Who the provider knows: a list, or a rule for any login typed on its page. */
  accounts: ProviderAccount[] | ((email: string) => ProviderAccount | undefined);
  port?: number;
}) {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const client = OIDC_TEST_CLIENT;
  const { accounts } = options;
  const accountOf =
    typeof accounts === "function" ? accounts : (email: string) => accounts.find((account) => account.email === email);
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: options.redirectUris,
      },
    ],
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    findAccount: (_context, id) => {
      const account = accountOf(id);
      if (!account) return undefined;
      return {
        accountId: id,
        claims: () => ({ sub: id, email: account.email, email_verified: true, name: account.name }),
      };
    },
    pkce: { required: () => true },
  });
  server.on("request", provider.callback());

  const follow = async (jar: CookieJar, url: string, init: RequestInit = {}): Promise<Response> => {
    const response = await fetch(url, {
      ...init,
      redirect: "manual",
      headers: { ...(init.headers as Record<string, string>), cookie: jar.header() },
    });
    jar.keep(response);
    return response;
  };

  /** Signs in at the provider as `email` and consents; the URL the provider redirects the browser to. */
  async function signIn(authorizationUrl: string, email: string): Promise<string> {
    const jar = new CookieJar();
    let response = await follow(jar, authorizationUrl);
    for (let step = 0; step < 10; step++) {
      const location = response.headers.get("location");
      if (!location) throw new Error(`El proveedor respondió ${response.status} sin redirigir`);
      const next = new URL(location, issuer);
      if (next.origin !== issuer) return next.toString();
      const page = await follow(jar, next.toString());
      if (page.status >= 300 && page.status < 400) {
        response = page;
        continue;
      }
      const html = await page.text();
      const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1] ?? "consent";
      const action = /action="([^"]+)"/.exec(html)?.[1];
      if (!action) throw new Error(`Página del proveedor sin formulario: ${html.slice(0, 200)}`);
      const body = new URLSearchParams({ prompt, login: email, password: "cualquiera" });
      response = await follow(jar, new URL(action, issuer).toString(), {
        method: "POST",
        body,
        headers: { "content-type": "application/x-www-form-urlencoded" },
      });
    }
    throw new Error("El proveedor no devolvió el navegador a Palco");
  }

  const settings: SingleSignOn = { issuer, ...client, label: OIDC_TEST_LABEL };
  return {
    settings,
    signIn,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
