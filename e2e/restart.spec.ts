import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, request as playwrightRequest, test } from "@playwright/test";

const AGENT = { email: "reinicio@palco.test", password: "reinicio-contraseña", name: "Reinicio" };

function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  const server = spawn(process.execPath, ["dist/server/main.js"], {
    env: { ...process.env, PORT: String(port), PALCO_DATA_DIR: dataDir, PALCO_ADMIN_EMAIL: AGENT.email, PALCO_ADMIN_PASSWORD: AGENT.password, PALCO_ADMIN_NAME: AGENT.name },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    server.stdout?.on("data", (chunk: Buffer) => chunk.toString().includes("Palco escuchando") && resolve(server));
    server.once("exit", (code) => reject(new Error(`server exited with ${code}`)));
  });
}

function stopServer(server: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    server.once("exit", () => resolve());
    server.kill("SIGTERM");
  });
}

test("what the agent creates is still there after a server restart", async ({ browser }) => {
  test.setTimeout(90_000);
  const port = Number(process.env.E2E_PORT ?? 4173) + 2;
  const baseURL = `http://localhost:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "palco-restart-"));
  let server = await startServer(port, dataDir);
  try {
    const api = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
    expect((await api.post("/api/auth/sign-in/email", { data: { email: AGENT.email, password: AGENT.password } })).status()).toBe(200);
    expect((await api.post("/api/players", { data: { name: "Persistente Pérez", position: "Portero", nationality: "España", team: "CD Disco" } })).status()).toBe(201);
    await api.dispose();

    await stopServer(server);
    server = await startServer(port, dataDir);

    const context = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
    const page = await context.newPage();
    await page.goto("/login");
    await page.getByLabel("Email").fill(AGENT.email);
    await page.getByLabel("Contraseña").fill(AGENT.password);
    await page.getByRole("button", { name: "Iniciar sesión" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto("/players?q=persistente");
    await expect(page.getByTestId("player-card")).toContainText("Persistente Pérez");
    // The sample data came once, on the first start, and was not loaded again.
    await page.goto("/players");
    await expect(page.getByTestId("player-card")).toHaveCount(4);
    await context.close();
  } finally {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
});
