import { genericOAuth } from "better-auth/plugins/generic-oauth";

/** The agency's OpenID Connect provider, from PALCO_OIDC_*. */
export type SingleSignOn = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** What the sign-in button names: "Entrar con {label}". */
  label: string;
};

/** The provider's id in better-auth's routes: sign-in/social with it, and /api/auth/callback/agencia. */
export const SSO_PROVIDER_ID = "agencia";

/** Where the provider sends the browser back; the provider must list it as a redirect URI. */
export const ssoCallbackPath = `/api/auth/callback/${SSO_PROVIDER_ID}`;

export function singleSignOnPlugin(sso: SingleSignOn) {
  return genericOAuth({
    config: [
      {
        providerId: SSO_PROVIDER_ID,
        discoveryUrl: `${sso.issuer.replace(/\/$/, "")}/.well-known/openid-configuration`,
        clientId: sso.clientId,
        clientSecret: sso.clientSecret,
        scopes: ["openid", "email", "profile"],
        pkce: true,
      },
    ],
  });
}

/** Whether better-auth is creating or signing in a user on the provider's word (its callback). */
export const bySingleSignOn = (context: { path?: string } | null | undefined) =>
  context?.path?.startsWith("/callback/") ?? false;
