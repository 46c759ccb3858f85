import { describe, expect, it } from "vitest";

import { useSignedInApp } from "../test/signed-in-app";
import { TEST_AGENT } from "../test/test-app";
import { resetPassword } from "./reset-password";

describe("npm run reset-password", () => {
  const t = useSignedInApp();
  const signIn = (password: string) =>
    t.anonymous("/api/auth/sign-in/email", { method: "POST", json: { email: TEST_AGENT.email, password } });

  it("refuses a short password or an unknown email and changes nothing", async () => {
    expect(await resetPassword(t.database.db, TEST_AGENT.email, "corta")).toEqual({
      ok: false,
      problem: "La nueva contraseña debe tener al menos 10 caracteres",
    });
    expect(await resetPassword(t.database.db, "nadie@palco.test", "una-contraseña-larga")).toEqual({
      ok: false,
      problem: "No hay ninguna cuenta con el email nadie@palco.test",
    });
    expect((await signIn(TEST_AGENT.password)).status).toBe(200);
  });

  it("sets the new password, whatever the email's case, and ends every session of the account", async () => {
    await t.signIn();

    const result = await resetPassword(t.database.db, TEST_AGENT.email.toUpperCase(), "recuperada-desde-el-servidor");
    expect(result).toMatchObject({ ok: true, name: TEST_AGENT.name });
    expect(result.ok && result.sessionsEnded).toBeGreaterThanOrEqual(2);

    // The sessions are gone from the database; their deletion is announced to every running Palco process, whose
    // listener empties its session cache (revocation-listener.db.test.ts).
    const left = await t.database.pool.query("select 1 from session");
    expect(left.rowCount).toBe(0);
    expect((await signIn(TEST_AGENT.password)).status).toBe(401);
    const fresh = await signIn("recuperada-desde-el-servidor");
    expect(fresh.status).toBe(200);
    const stored = await t.database.pool.query<{ password: string }>("select password from account");
    expect(stored.rows[0]?.password).toMatch(/^\$argon2id\$/);
  });
});
