import { measureFirstLoad } from "./fixtures/first-load";
import { expect, test } from "./fixtures/test";

// A context of its own for each test: it measures what a cold browser downloads: a warm tab would have the code already.
test.use({ freshTab: true });

// Budgets from the speed issue: compressed JavaScript transferred before the screen shows its data.
// 121 KB since invoicing (issue 44) put its two routes, its menu entry and its role resource in the shell; 122 KB
// since the signing screens and the Contrato tab (issue 46) put six more routes in the router (121.1 KB).
const DASHBOARD_BUDGET = 122 * 1024;
const PLAYERS_BUDGET = 130 * 1024;

test("the dashboard's first paint transfers at most 122 KB of compressed JavaScript, requests its data in parallel and skips /api/setup", async ({
  page,
}) => {
  const load = await measureFirstLoad(page, "/dashboard", (p) => p.getByTestId("stat-card").first());
  console.log(
    `/dashboard: ${(load.javascriptBytes / 1024).toFixed(1)} KB de JavaScript comprimido en ${load.scripts.length} archivos`,
    load.scripts.map((script) => `${script.url} ${script.bytes}`).join(", "),
  );
  expect(load.javascriptBytes).toBeLessThanOrEqual(DASHBOARD_BUDGET);
  // Every file that is worth compressing arrives as brotli.
  expect(load.scripts.filter((script) => script.bytes >= 1024).every((script) => script.encoding === "br")).toBe(true);

  const request = (path: string) => load.requests.find((entry) => entry.path === path);
  const session = request("/api/me");
  const dashboard = request("/api/dashboard");
  expect(session && dashboard).toBeTruthy();
  // The data request left before the session answer came back: no waterfall.
  expect(dashboard?.startedAt).toBeLessThan(session?.finishedAt ?? 0);
  expect(request("/api/setup")).toBeUndefined();
});

test("the players list's first paint stays within 130 KB, and the form's code loads only when a form opens", async ({
  page,
}) => {
  const load = await measureFirstLoad(page, "/players", (p) => p.getByTestId("player-card").first());
  console.log(`/players: ${(load.javascriptBytes / 1024).toFixed(1)} KB de JavaScript comprimido`);
  expect(load.javascriptBytes).toBeLessThanOrEqual(PLAYERS_BUDGET);

  const formCode: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") formCode.push(new URL(request.url()).pathname);
  });
  await page.getByRole("button", { name: "Añadir Jugador" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  // zod and react-hook-form arrive with the form, not before.
  expect(formCode.length).toBeGreaterThan(0);
});
