// Builds Palco when dist/ is missing or older than the sources, so that `npm start` just works.
import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const outputs = ["dist/server/main.js", "dist/web/index.html"].map((file) => path.join(root, file));
const inputs = ["src", "package.json", "package-lock.json", "vite.config.ts"].map((file) => path.join(root, file));

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce(
    (newest, entry) => Math.max(newest, newestMtime(path.join(target, entry))),
    stat.mtimeMs,
  );
}

const builtAt = Math.min(...outputs.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)));
if (builtAt === 0 || inputs.some((input) => newestMtime(input) > builtAt)) {
  console.log("Compilando Palco...");
  execSync("npm run build", { cwd: root, stdio: "inherit" });
}
