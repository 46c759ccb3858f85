// npm run bench:http [-- --players 10000,100000 --seconds 10]: the built Palco under load, as a browser's requests
// reach it. Starts `node dist/server/main.js` on a throw-away data folder with the sample data, signs in, and
// measures with autocannon (50 connections) the signed-in routes side by side with /api/health, first on the sample
// data, then after growing the portfolio to each size in turn, and each route one request at a time (kept, and
// right after a write) to see how its cost grows. At the largest size: the dashboard under a writer, 50 concurrent
// writers, an import of 10,000 deals and the server's memory after it; and the first paint of /dashboard.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import autocannon from "autocannon";

import { measureFirstLoad } from "../e2e/fixtures/first-load";
import { loadConfig } from "../src/server/config";
import type { DatabaseHandle } from "../src/server/db/client";
import { openForMaintenance } from "../src/server/db/open-for-maintenance";
import { portfolioFor, seedLargePortfolio } from "../src/server/db/seed/large-portfolio";

const { values } = parseArgs({
  options: { players: { type: "string", default: "10000" }, seconds: { type: "string", default: "10" } },
});
const SECONDS = Number(values.seconds);
const SIZES = values.players
  .split(",")
  .map(Number)
  .sort((a, b) => a - b);
if (SIZES.some((size) => !Number.isInteger(size) || size < 1))
  throw new Error("--players: uno o varios números enteros separados por comas");
const CONNECTIONS = 50;
const PORT = 4390;
const ORIGIN = `http://localhost:${PORT}`;
const AGENT = { name: "Bench", email: "bench@palco.test", password: "bench-contraseña-larga" };
// Every list and summary a screen asks, beside /api/health: each is expected at 0.5 of health or better.
const ROUTES = [
  "/api/health",
  "/api/players",
  "/api/players?q=garcia",
  "/api/brands",
  "/api/clubs",
  "/api/contacts",
  "/api/contact-log",
  "/api/operations",
  "/api/operations?stage=Negociaci%C3%B3n",
  "/api/operations/summary",
  "/api/transfer-windows",
  "/api/deals",
  "/api/deals/summary",
  "/api/mandates",
  "/api/commissions",
  "/api/commissions/summary",
  "/api/invoices",
  "/api/invoices/book?year=2026&quarter=4",
  "/api/collaborators",
  "/api/settlements/net?from=2026-01-01&to=2026-12-31",
  "/api/events",
  "/api/agenda?from=2026-10-26&to=2026-12-06",
  "/api/news",
  "/api/documents",
  "/api/okrs",
  "/api/investments",
  "/api/tasks",
  "/api/approvals",
  "/api/team",
  "/api/activity",
  "/api/dashboard",
  "/api/alerts/unread",
  "/api/search?q=garcia",
];
const TARGET = 0.5;

const root = path.resolve(import.meta.dirname, "..");
const dataDir = mkdtempSync(path.join(tmpdir(), "palco-bench-http-"));

/** Node's flags from `npm start` (the heap's limits), so that the server measured is the one the agency runs. */
function startFlags(): string[] {
  const scripts = (JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { scripts: { start: string } })
    .scripts;
  return (
    scripts.start
      .match(/\bnode ((?:--\S+ )*)dist\/server\/main\.js/)?.[1]
      ?.trim()
      .split(" ") ?? []
  );
}

async function startServer(): Promise<ChildProcess> {
  const server = spawn(process.execPath, [...startFlags(), path.join(root, "dist/server/main.js")], {
    env: {
      ...process.env,
      PORT: String(PORT),
      PALCO_DATA_DIR: dataDir,
      PALCO_ADMIN_EMAIL: AGENT.email,
      PALCO_ADMIN_PASSWORD: AGENT.password,
      PALCO_ADMIN_NAME: AGENT.name,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    server.stdout?.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("Palco está listo")) resolve();
    });
    server.once("exit", (code) => reject(new Error(`Palco terminó con código ${code}`)));
  });
  return server;
}

async function signIn(): Promise<string> {
  const response = await fetch(`${ORIGIN}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: ORIGIN },
    body: JSON.stringify({ email: AGENT.email, password: AGENT.password }),
  });
  if (!response.ok) throw new Error(`No se pudo iniciar sesión: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

async function requestsPerSecond(route: string, cookie: string): Promise<number> {
  const run = (duration: number) =>
    // As a browser asks: compressed answers welcome, so that what is measured is what the agent gets.
    autocannon({
      url: `${ORIGIN}${route}`,
      connections: CONNECTIONS,
      duration,
      headers: { cookie, "accept-encoding": "gzip, deflate, br" },
    });
  await run(2);
  const result = await run(SECONDS);
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${route}: ${result.non2xx} respuestas no 2xx, ${result.errors} errores`);
  return result.requests.average;
}

/** Every route answers 200 before any is measured: a route the bench names wrongly fails here, all at once. */
async function checkRoutes(cookie: string) {
  const failing: string[] = [];
  for (const route of ROUTES) {
    const response = await fetch(`${ORIGIN}${route}`, { headers: { cookie } });
    if (response.status !== 200) failing.push(`${route}: ${response.status} ${(await response.text()).slice(0, 200)}`);
  }
  if (failing.length > 0) throw new Error(`Rutas que no responden 200:\n${failing.join("\n")}`);
}

async function measureRoutes(
  label: string,
  cookie: string,
): Promise<{ rates: Record<string, number>; ratios: Record<string, number> }> {
  console.log(`\n${label} (${CONNECTIONS} conexiones, ${SECONDS} s por ruta)`);
  console.log(`${"ruta".padEnd(36)} ${"req/s".padStart(8)} ${"vs health".padStart(10)} ${"objetivo".padStart(9)}`);
  const rates: Record<string, number> = {};
  for (const route of ROUTES) rates[route] = await requestsPerSecond(route, cookie);
  const health = rates["/api/health"] ?? 1;
  for (const route of ROUTES) {
    const ratio = (rates[route] ?? 0) / health;
    const verdict = route === "/api/health" ? "" : ratio >= TARGET ? `>= ${TARGET} ✓` : `>= ${TARGET} ✗`;
    console.log(
      `${route.padEnd(36)} ${Math.round(rates[route] ?? 0)
        .toString()
        .padStart(8)} ${ratio.toFixed(3).padStart(10)} ${verdict.padStart(9)}`,
    );
  }
  return { rates, ratios: Object.fromEntries(ROUTES.map((route) => [route, (rates[route] ?? 0) / health])) };
}

/** The dashboard while one news item is written per second, as a ratio of its idle throughput. */
async function dashboardUnderWriter(cookie: string, playerId: string, idle: number): Promise<void> {
  let written = 0;
  const writer = setInterval(() => {
    void fetch(`${ORIGIN}/api/news`, {
      method: "POST",
      headers: { cookie, origin: ORIGIN, "content-type": "application/json" },
      body: JSON.stringify({ playerId, title: `Nota ${written}`, source: "Bench", date: "2026-11-24" }),
    }).then((response) => {
      if (response.ok) written += 1;
    });
  }, 1_000);
  try {
    const rate = await requestsPerSecond("/api/dashboard", cookie);
    const kept = rate / idle;
    console.log(
      `\nDashboard con una noticia escrita por segundo (${written} escritas): ${Math.round(rate)} req/s, ${(kept * 100).toFixed(0)} % del reposo (mín. 80 %)`,
    );
  } finally {
    clearInterval(writer);
  }
}

/**
 * 50 connections creating news at once (different records), while pg_stat_activity is sampled for sessions waiting
 * on a lock: writes to unrelated records must not queue behind each other.
 */
async function concurrentWriters(cookie: string, playerId: string, database: DatabaseHandle) {
  let samples = 0;
  let lockWaits = 0;
  let worst = 0;
  const sampler = setInterval(() => {
    void (
      database.pool.query(
        "select count(*)::int as waiting from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()",
      ) as Promise<{ rows: { waiting: number }[] }>
    ).then(({ rows }) => {
      const waiting = rows[0]?.waiting ?? 0;
      samples += 1;
      lockWaits += waiting;
      worst = Math.max(worst, waiting);
    });
  }, 100);
  try {
    const result = await autocannon({
      url: `${ORIGIN}/api/news`,
      connections: CONNECTIONS,
      duration: SECONDS,
      method: "POST",
      headers: { cookie, origin: ORIGIN, "content-type": "application/json", "accept-encoding": "gzip, deflate, br" },
      body: JSON.stringify({ playerId, title: "Nota concurrente", source: "Bench", date: "2026-11-24" }),
    });
    if (result.non2xx > 0 || result.errors > 0)
      throw new Error(`POST /api/news: ${result.non2xx} respuestas no 2xx, ${result.errors} errores`);
    console.log(
      `${CONNECTIONS} escritores a la vez: ${Math.round(result.requests.average)} noticias/s; sesiones esperando un bloqueo: ${(lockWaits / Math.max(samples, 1)).toFixed(2)} de media, ${worst} como máximo (${samples} muestras)`,
    );
  } finally {
    clearInterval(sampler);
  }
}

type RequestCost = { kept: number; afterWrite: number };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function timedGet(route: string, cookie: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${ORIGIN}${route}`, { headers: { cookie, "accept-encoding": "gzip, deflate, br" } });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${route}: ${response.status}`);
  return performance.now() - started;
}

/**
 * Each route one request at a time: the median of 30 in a row (the answer kept between writes) and of 15 each
 * made right after a news item is written (which moves every view), the cost the first reader after a write pays.
 */
async function oneAtATime(cookie: string, playerId: string): Promise<Record<string, RequestCost>> {
  const costs: Record<string, RequestCost> = {};
  for (const route of ROUTES) {
    const kept: number[] = [];
    for (let index = 0; index < 30; index += 1) kept.push(await timedGet(route, cookie));
    const afterWrite: number[] = [];
    for (let index = 0; index < 15; index += 1) {
      const written = await fetch(`${ORIGIN}/api/news`, {
        method: "POST",
        headers: { cookie, origin: ORIGIN, "content-type": "application/json" },
        body: JSON.stringify({ playerId, title: `Nota ${index}`, source: "Bench", date: "2026-11-24" }),
      });
      if (!written.ok) throw new Error(`POST /api/news: ${written.status}`);
      afterWrite.push(await timedGet(route, cookie));
    }
    costs[route] = { kept: median(kept), afterWrite: median(afterWrite) };
  }
  return costs;
}

/** The cost per request at each size, and its growth from the first large size to the last (goal: at most 1.5×). */
function printGrowth(sizes: { players: number; costs: Record<string, RequestCost> }[]) {
  const first = sizes[0];
  const last = sizes.at(-1);
  if (!first || !last) return;
  console.log("\nUna petición cada vez (mediana en ms: respuesta guardada / justo después de una escritura)");
  console.log(
    `${"ruta".padEnd(36)} ${sizes.map((size) => `${size.players} jug.`.padStart(16)).join(" ")} ${"crecimiento".padStart(14)}`,
  );
  for (const route of ROUTES) {
    const cells = sizes.map((size) => {
      const cost = size.costs[route];
      return `${cost?.kept.toFixed(1)} / ${cost?.afterWrite.toFixed(1)}`.padStart(16);
    });
    const growth = (which: keyof RequestCost) =>
      ((last.costs[route]?.[which] ?? 0) / (first.costs[route]?.[which] || 1)).toFixed(2);
    console.log(
      `${route.padEnd(36)} ${cells.join(" ")} ${sizes.length > 1 ? `${growth("kept")}× / ${growth("afterWrite")}×`.padStart(14) : ""}`,
    );
  }
}

/** 10,000 Prospect deals (no exclusivity clash) through the CSV import, on the server with its heap limit. */
async function importDeals(cookie: string) {
  const names = async (resource: string) =>
    (
      (await (await fetch(`${ORIGIN}/api/${resource}/options`, { headers: { cookie } })).json()) as {
        items: { name: string }[];
      }
    ).items.map((item) => item.name);
  const [players, brands] = [await names("players"), await names("brands")];
  const rows = Array.from({ length: 10_000 }, (_, index) => ({
    player: players[index % players.length] ?? "",
    brand: brands[index % brands.length] ?? "",
    stage: "Prospect",
    fee: `${(index % 50) * 10_000 + 10_000}€`,
    startDate: "01/01/2027",
  }));
  const started = performance.now();
  const response = await fetch(`${ORIGIN}/api/import/deals`, {
    method: "POST",
    headers: { cookie, origin: ORIGIN, "content-type": "application/json" },
    body: JSON.stringify({ rows }),
  });
  if (response.status !== 201) throw new Error(`Importación: ${response.status} ${await response.text()}`);
  console.log(`\n10000 acuerdos importados en ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

function residentMegabytes(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8")
    .split("\n")
    .find((entry) => entry.startsWith("VmRSS:"));
  return Math.round(Number.parseInt(line?.split(/\s+/)[1] ?? "0", 10) / 1024);
}

async function firstPaint(cookie: string) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  try {
    const context = await browser.newContext({ baseURL: ORIGIN });
    const [name, value] = cookie.split(";")[0]?.split("=") ?? [];
    await context.addCookies([{ name: name ?? "", value: value ?? "", url: ORIGIN }]);
    const page = await context.newPage();
    const load = await measureFirstLoad(page, "/dashboard", (p) => p.getByTestId("stat-card").first());
    const lcp = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime ?? 0)).observe({
            type: "largest-contentful-paint",
            buffered: true,
          });
        }),
    );
    return { javascriptKb: load.javascriptBytes / 1024, lcpMs: lcp };
  } finally {
    await browser.close();
  }
}

const server = await startServer();
try {
  const cookie = await signIn();
  await checkRoutes(cookie);
  const small = await measureRoutes("Datos de ejemplo", cookie);
  const paint = await firstPaint(cookie);
  console.log(
    `\nPrimera carga de /dashboard: ${paint.javascriptKb.toFixed(1)} KB de JavaScript comprimido (máx. 122, el presupuesto de e2e/first-load.spec.ts), LCP ${Math.round(paint.lcpMs)} ms (máx. 1000)`,
  );
  const firstPlayer = (await (await fetch(`${ORIGIN}/api/players?limit=1`, { headers: { cookie } })).json()) as {
    items: { id: string }[];
  };
  const playerId = firstPlayer.items[0]?.id ?? "";

  let large = small;
  const costs: { players: number; costs: Record<string, RequestCost> }[] = [];
  let seeded = 0;
  for (const players of SIZES) {
    const size = portfolioFor(players - seeded);
    console.log(`\nAñadiendo ${JSON.stringify(size)} hasta ${players} jugadores...`);
    const database = await openForMaintenance({ ...loadConfig(), databaseUrl: undefined, dataDir }, () => undefined);
    try {
      await seedLargePortfolio(database.db, size);
    } finally {
      await database.close();
    }
    seeded = players;
    large = await measureRoutes(`Cartera de ${players} jugadores`, cookie);
    costs.push({ players, costs: await oneAtATime(cookie, playerId) });
  }
  printGrowth(costs);

  await dashboardUnderWriter(cookie, playerId, large.rates["/api/dashboard"] ?? 1);
  const sampling = await openForMaintenance({ ...loadConfig(), databaseUrl: undefined, dataDir }, () => undefined);
  try {
    await concurrentWriters(cookie, playerId, sampling);
  } finally {
    await sampling.close();
  }
  const kept = (large.ratios["/api/dashboard"] ?? 0) / (small.ratios["/api/dashboard"] ?? 1);
  console.log(
    `\nDashboard con la cartera grande: ${(kept * 100).toFixed(0)} % de su proporción con los datos de ejemplo (mín. 75 %)`,
  );
  await importDeals(cookie);
  console.log(`Memoria del proceso de Palco tras la carga: ${residentMegabytes(server.pid ?? 0)} MB RSS (máx. 200)`);
} finally {
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
