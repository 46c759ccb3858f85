// The agency's identity provider for the browser tests: a real OpenID Connect provider on loopback that knows any
// address typed on its sign-in page, so that a spec decides who is invited to Palco and who is a stranger.
import { startOidcProvider } from "../src/server/test/oidc-provider";

const [port, ...palcoOrigins] = process.argv.slice(2);
const provider = await startOidcProvider({
  port: Number(port),
  redirectUris: palcoOrigins.map((origin) => `${origin}/api/auth/callback/agencia`),
  accounts: (email) => (/^[^@\s]+@[^@\s]+$/.test(email) ? { email, name: email.split("@")[0] ?? email } : undefined),
});
console.log(`Proveedor OIDC de pruebas en ${provider.settings.issuer}`);
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.on(signal, () => void provider.close().then(() => process.exit(0)));
