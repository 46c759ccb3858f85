// A Palco server process on a given PostgreSQL, as a deployment runs it, for the external-database trials.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

import { findFreePort } from "../../src/server/db/free-port";

export const TRIAL_AGENT = {
  email: "operaciones@palco.test",
  password: "contraseña-de-prueba-larga",
  name: "Operaciones",
};
// Every process of one deployment shares the secret: a cookie signed by one is valid on the others.
const SHARED_SECRET = "secreto-compartido-de-la-prueba-externa-0123456789";

export type PalcoProcess = { url: string; child: ChildProcess; output: string[]; stop: () => Promise<void> };

export async function startPalcoProcess(
  root: string,
  databaseUrl: string,
  directUrl?: string,
  extraEnv: Record<string, string> = {},
): Promise<PalcoProcess> {
  const port = await findFreePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "palco-external-app-"));
  const output: string[] = [];
  const child = spawn(process.execPath, [path.join(root, "dist/server/main.js")], {
    cwd: root,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      ...(directUrl ? { PALCO_DIRECT_DATABASE_URL: directUrl } : {}),
      PALCO_DATA_DIR: dataDir,
      BETTER_AUTH_SECRET: SHARED_SECRET,
      PALCO_ADMIN_EMAIL: TRIAL_AGENT.email,
      PALCO_ADMIN_PASSWORD: TRIAL_AGENT.password,
      PALCO_ADMIN_NAME: TRIAL_AGENT.name,
      PALCO_SAMPLE_DATA: "false",
      ...extraEnv,
    },
  });
  child.stdout?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    child,
    output,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill("SIGTERM");
        await new Promise((resolve) => child.once("exit", resolve));
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Waits for /api/health to report the database up; the process's own words if it never does. */
export async function waitHealthy(palco: PalcoProcess, seconds = 30): Promise<void> {
  for (let attempt = 0; attempt < seconds * 4; attempt++) {
    if (palco.child.exitCode !== null)
      throw new Error(`Palco terminó (código ${palco.child.exitCode}): ${palco.output.join("").slice(-800)}`);
    const health = await fetch(`${palco.url}/api/health`)
      .then((r) => r.json() as Promise<{ database?: string }>)
      .catch(() => undefined);
    if (health?.database === "ok") return;
    await sleep(250);
  }
  throw new Error(`Palco no respondió sano en ${seconds} s: ${palco.output.join("").slice(-800)}`);
}

/** A request as the browser sends it: same origin, the session cookie. */
export const call = (palco: PalcoProcess, route: string, init: RequestInit & { cookie?: string } = {}) =>
  fetch(`${palco.url}${route}`, {
    ...init,
    headers: {
      Origin: palco.url,
      "Content-Type": "application/json",
      ...(init.cookie ? { Cookie: init.cookie } : {}),
      ...init.headers,
    },
  });

export async function signIn(palco: PalcoProcess): Promise<string> {
  const response = await call(palco, "/api/auth/sign-in/email", {
    method: "POST",
    body: JSON.stringify({ email: TRIAL_AGENT.email, password: TRIAL_AGENT.password }),
  });
  if (!response.ok) throw new Error(`No se pudo iniciar sesión: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
}
