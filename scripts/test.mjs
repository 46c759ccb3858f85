// `npm test`: Vitest, then Playwright on the built app, then one closing line.
// The build the browser tests need runs while Vitest does: Vitest leaves part of the two cores idle (its files wait on
// PostgreSQL), and the build fills it instead of running alone afterwards. Its report is printed once Vitest is done,
// so the two never interleave.
import { spawn } from "node:child_process";

function run(command, args, { quiet = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit" });
    let output = "";
    child.stdout?.on("data", (chunk) => (output += chunk));
    child.stderr?.on("data", (chunk) => (output += chunk));
    child.on("exit", (code, signal) => resolve({ ok: code === 0, code: code ?? (signal ? 1 : 0), output }));
  });
}

const build = run(process.execPath, ["scripts/ensure-build.mjs"], { quiet: true });
const vitest = await run("npx", ["vitest", "run"]);
const built = await build;
process.stdout.write(built.output);
if (!vitest.ok || !built.ok) process.exit(vitest.ok ? built.code : vitest.code);

// As `npm run test:e2e` runs them, its build check finding the build just made.
const e2e = await run("npm", ["run", "test:e2e"]);
if (!e2e.ok) process.exit(e2e.code);
const summary = await run(process.execPath, ["scripts/test-summary.mjs"]);
process.exit(summary.code);
