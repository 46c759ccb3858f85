import type { MemberRole } from "../../shared/domain/team-roles";
import { cookiesOf } from "./cookies";
import type { TestApp } from "./test-app";

export const MEMBER_PASSWORD = "contraseña-del-miembro";

/** Invites a member with the role as the owner would and joins with the link: their id and session cookie. */
export async function memberSession(
  t: Pick<TestApp, "request" | "database">,
  ownerCookie: string,
  role: MemberRole,
  email = `${role}-${Math.random().toString(36).slice(2, 8)}@palco.test`,
): Promise<{ id: string; cookie: string; email: string }> {
  const invited = await t.request("/api/team/invitations", {
    method: "POST",
    cookie: ownerCookie,
    json: { email, role },
  });
  if (invited.status !== 201) throw new Error(`invitation: ${invited.status} ${await invited.text()}`);
  const { url } = (await invited.json()) as { url: string };
  // Tests join many members from one address: the limit on guessing links is tested on its own.
  await t.database.pool.query("delete from rate_limit where key like 'palco:team-accept:%'");
  const joined = await t.request("/api/team/accept", {
    method: "POST",
    json: { token: url.split("#")[1], name: `Miembro ${role}`, password: MEMBER_PASSWORD },
  });
  if (joined.status !== 200) throw new Error(`join: ${joined.status} ${await joined.text()}`);
  const { member } = (await joined.json()) as { member: { id: string } };
  return { id: member.id, cookie: cookiesOf(joined), email };
}

/** Makes the member a collaborator on every player there is now: a scout who follows the whole portfolio. */
export async function followEveryPlayer(t: Pick<TestApp, "database">, memberId: string) {
  await t.database.pool.query(
    `insert into player_assignments (player_id, user_id, kind)
     select id, $1, 'collaborator' from players on conflict do nothing`,
    [memberId],
  );
}
