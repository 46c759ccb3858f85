import { afterEach, expect, it, vi } from "vitest";

import { describeError, redactSecrets } from "./safe-log";
import { useSignedInApp } from "./test/signed-in-app";
import { TEST_AGENT } from "./test/test-app";

const t = useSignedInApp();
afterEach(() => vi.restoreAllMocks());

/** Everything the process writes to its console while run() runs. */
async function captureLog(run: () => Promise<void>): Promise<string> {
  const lines: string[] = [];
  const keep = (...args: unknown[]) => {
    lines.push(
      args
        .map((arg) =>
          arg instanceof Error
            ? `${arg.stack} ${JSON.stringify(arg)}`
            : typeof arg === "string"
              ? arg
              : JSON.stringify(arg),
        )
        .join(" "),
    );
  };
  for (const method of ["error", "warn", "log", "info", "debug"] as const)
    vi.spyOn(console, method).mockImplementation(keep);
  await run();
  return lines.join("\n");
}

it("writes no session token, cookie or password to the log when the database is down", async () => {
  const token =
    decodeURIComponent(t.cookie.split("better-auth.session_token=")[1]?.split(";")[0] ?? "").split(".")[0] ?? "";
  expect(token.length).toBeGreaterThan(10);
  // The database goes away under the running app: every query now fails.
  await t.database.pool.query("select 1");
  const dbName = new URL(t.database.url).pathname.slice(1);
  const { default: pg } = await import("pg");
  const { inject } = await import("vitest");
  const admin = new pg.Client({ connectionString: inject("databaseAdminUrl") });
  await admin.connect();
  await admin.query(`alter database "${dbName}" with allow_connections false`);
  await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = $1`, [dbName]);

  const log = await captureLog(async () => {
    const responses = await Promise.all([
      t.request("/api/players"),
      t.request("/api/auth/get-session"),
      t.anonymous("/api/auth/sign-in/email", { method: "POST", json: TEST_AGENT }),
    ]);
    expect(responses.map((response) => response.status >= 500)).toContain(true);
  });
  await admin.query(`alter database "${dbName}" with allow_connections true`);
  await admin.end();

  // The failures were logged (so this test reads a real log) ...
  expect(log).toMatch(/Failed query|connect|conexi|database/i);
  // ... and no secret is in it.
  expect(log).not.toContain(token);
  expect(log).not.toContain(t.cookie);
  expect(log).not.toContain(TEST_AGENT.password);
  expect(log).not.toMatch(/params:/);
});

it("cuts query parameters, URL passwords and secret assignments", () => {
  expect(redactSecrets("Failed query: select 1 where id = $1\nparams: abc123")).toBe(
    "Failed query: select 1 where id = $1",
  );
  expect(redactSecrets("connect postgres://postgres:s3cr3t@127.0.0.1:5432/palco failed")).toBe(
    "connect postgres://postgres:***@127.0.0.1:5432/palco failed",
  );
  expect(redactSecrets('token=abc password: "hunter2" cookie=x')).toBe('token=*** password: "***" cookie=***');
  const nested = new Error("outer", { cause: new Error("Failed query: x\nparams: tok") });
  expect(describeError(nested)).toBe("Error: outer <- Error: Failed query: x");
});
