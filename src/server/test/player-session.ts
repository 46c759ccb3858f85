import { cookiesOf } from "./cookies";
import type { TestApp } from "./test-app";

/** Gives the player access as the agent would and accepts the link: the player's session cookie. */
export async function playerSession(
  t: Pick<TestApp, "request">,
  agentCookie: string,
  playerId: string,
): Promise<string> {
  const invited = await t.request(`/api/players/${playerId}/access`, { method: "POST", cookie: agentCookie });
  if (invited.status !== 201) throw new Error(`invitation: ${invited.status}`);
  const { url } = (await invited.json()) as { url: string };
  const accepted = await t.request("/api/access/accept", {
    method: "POST",
    json: { token: url.split("#")[1], password: "contraseña-del-jugador" },
  });
  if (accepted.status !== 200) throw new Error(`acceptance: ${accepted.status} ${await accepted.text()}`);
  return cookiesOf(accepted);
}
