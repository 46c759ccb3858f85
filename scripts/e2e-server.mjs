// Starts the built server for Playwright on a given port with a data folder wiped clean first.
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";

const [port, name] = process.argv.slice(2);
const root = path.resolve(import.meta.dirname, "..");
const dataDir = path.join(root, "test-results", `e2e-data-${name}`);
rmSync(dataDir, { recursive: true, force: true });

const server = spawn(process.execPath, [path.join(root, "dist/server/main.js")], {
  stdio: "inherit",
  env: { ...process.env, PORT: port, PALCO_DATA_DIR: dataDir },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
