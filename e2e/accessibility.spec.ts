import { expect, test, type APIRequestContext, type Page } from "@playwright/test";

import { firstPlayerId } from "./fixtures/api";
import { expectNoSeriousViolation } from "./fixtures/axe";

// axe-core on every route of the route table, at desktop and phone width: no serious or critical violation.
const SIGNED_IN: string[] = [
  "/dashboard",
  "/players",
  "/players/:player/summary",
  "/players/:player/reputation",
  "/players/:player/calendar",
  "/players/:player/deals",
  "/players/:player/operations",
  "/players/:player/investments",
  "/players/:player/mandate",
  "/players/:player/history",
  "/players/:player/media-lab",
  "/brands",
  "/brands/:brand",
  "/clubs",
  "/clubs/:club",
  "/operations",
  "/operations/:operation",
  "/deals",
  "/calendar",
  "/calendar?vista=agenda",
  "/tasks",
  "/okrs",
  "/news",
  "/documents",
  "/mandates",
  "/commissions",
  "/settings",
  "/mobile/approvals",
  "/qa/runner",
  "/esta-ruta-no-existe",
];
// /setup is checked on a server of its own, before its account exists (sample-data-choice.spec).
const SIGNED_OUT = ["/", "/login", "/esta-ruta-no-existe"];

async function brandId(request: APIRequestContext, q: string) {
  const page = (await (await request.get(`/api/brands?q=${encodeURIComponent(q)}`)).json()) as {
    items: { id: string }[];
  };
  const id = page.items[0]?.id;
  if (!id) throw new Error(`no brand matches ${q}`);
  return id;
}

async function sampleId(request: APIRequestContext, path: string) {
  const page = (await (await request.get(path)).json()) as { items: { id: string }[] };
  const id = page.items[0]?.id;
  if (!id) throw new Error(`nothing at ${path}`);
  return id;
}

/** The route's address with its ids: the sample's Álvaro, Zenit, Northbridge (people, log) and Álvaro's transfer. */
async function addressOf(route: string, request: APIRequestContext) {
  let url = route;
  if (url.includes(":player")) url = url.replace(":player", await firstPlayerId(request, "Álvaro"));
  if (url.includes(":brand")) url = url.replace(":brand", await brandId(request, "Zenit"));
  if (url.includes(":club")) url = url.replace(":club", await sampleId(request, "/api/clubs?q=northbridge"));
  if (url.includes(":operation"))
    url = url.replace(":operation", await sampleId(request, "/api/operations?stage=Negociaci%C3%B3n"));
  return url;
}

/** Desktop, then a phone: the page is loaded again at 390 px, as a phone would open it, and must not scroll sideways. */
async function checkBothWidths(page: Page, url: string) {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(url);
  await expectNoSeriousViolation(page);
  await page.setViewportSize({ width: 390, height: 900 });
  await page.reload();
  await expectNoSeriousViolation(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

// Each page is checked on its own: the sweep spreads over both workers instead of holding one to the end.
test.describe.configure({ mode: "parallel" });

for (const route of SIGNED_IN) {
  test(`${route} has no serious accessibility violation at 1440 and 390 px`, async ({ page, request }) => {
    await checkBothWidths(page, await addressOf(route, request));
  });
}

test.describe("signed out", () => {
  test.use({ storageState: { cookies: [], origins: [] } });
  for (const url of SIGNED_OUT) {
    test(`${url} has no serious accessibility violation at 1440 and 390 px`, async ({ page }) => {
      await checkBothWidths(page, url);
    });
  }
});
