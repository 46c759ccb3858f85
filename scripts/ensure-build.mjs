// Builds Palco when dist/ is missing or older than the sources, so that `npm start` just works.
// The build's own report (a hundred lines of file sizes) is kept back on success: a newcomer reading it thinks
// something went wrong. It is printed in full when the build fails.
import { spawnSync } from "node:child_process";
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
  const started = Date.now();
  console.log("Compilando Palco (solo la primera vez o tras un cambio, tarda menos de un minuto)...");
  const build = spawnSync("npm", ["run", "--silent", "build"], { cwd: root, encoding: "utf8", shell: false });
  if (build.status !== 0) {
    process.stdout.write(build.stdout ?? "");
    process.stderr.write(build.stderr ?? "");
    console.error("La compilación de Palco ha fallado: el detalle está arriba.");
    process.exit(build.status ?? 1);
  }
  console.log(`Compilado en ${Math.round((Date.now() - started) / 1000)} s.`);
}
