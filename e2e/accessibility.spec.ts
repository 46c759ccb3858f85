import { type APIRequestContext, type Page } from "@playwright/test";

import { firstPlayerId } from "./fixtures/api";
import { expectNoSeriousViolation } from "./fixtures/axe";
import { expect, test } from "./fixtures/test";

// axe-core on every route of the route table, at desktop and phone width: no serious or critical violation.
// Each route with the document title it sets: its own name, a player's pages the player's.
const TITLED = / · Palco$/;
const SAMPLE_PLAYER = "Álvaro Martín Ruiz";
const SIGNED_IN: [string, string | RegExp][] = [
  ["/dashboard", "Dashboard · Palco"],
  ["/players", "Jugadores · Palco"],
  ["/players/:player/summary", `${SAMPLE_PLAYER} · Palco`],
  ["/players/:player/reputation", `${SAMPLE_PLAYER} · Palco`],
  ["/players/:player/calendar", `${SAMPLE_PLAYER} · Palco`],
  ["/players/:player/deals", `${SAMPLE_PLAYER} · Palco`],
  ["/players/:player/operations", `${SAMPLE_PLAYER} · Palco`],
  ["/players/:player/investments", `${SAMPLE_PLAYER} · Palco`],
  ["/players/:player/contracts", `${SAMPLE_PLAYER} · Palco`],
  ["/players/:player/mandate", `${SAMPLE_PLAYER} · Palco`],
  ["/players/:player/history", `${SAMPLE_PLAYER} · Palco`],
  ["/players/:player/media-lab", `${SAMPLE_PLAYER} · Palco`],
  ["/brands", "Marcas · Palco"],
  ["/brands/:brand", TITLED],
  ["/clubs", TITLED],
  ["/clubs/:club", TITLED],
  ["/operations", TITLED],
  // The board by stage: its cards are list items whose handle is the one button (axe: list, nested-interactive).
  ["/operations?vista=tablero", "Operaciones · Palco"],
  ["/operations/:operation", TITLED],
  ["/deals", "Patrocinios · Palco"],
  ["/calendar", "Calendario · Palco"],
  ["/calendar?vista=agenda", TITLED],
  ["/tasks", TITLED],
  ["/okrs", "Objetivos (OKR AI) · Palco"],
  ["/news", "Noticias · Palco"],
  ["/documents", "Documentos · Palco"],
  ["/mandates", "Mandatos · Palco"],
  ["/commissions", "Comisiones · Palco"],
  ["/facturas", "Facturas · Palco"],
  ["/colaboradores", "Colaboradores · Palco"],
  ["/settings", "Configuración · Palco"],
  ["/equipo", "Equipo · Palco"],
  ["/mobile/approvals", "Aprobaciones · Palco"],
  ["/qa/runner", "QA Runner · Palco"],
  ["/esta-ruta-no-existe", "Página no encontrada · Palco"],
];
// /setup is checked on a server of its own, before its account exists (sample-data-choice.spec).
const SIGNED_OUT: [string, string][] = [
  ["/", "Palco"],
  ["/login", "Iniciar sesión · Palco"],
  ["/unirse", "Únete a tu agencia · Palco"],
  ["/verificar", "Comprobar un documento · Palco"],
  ["/firmar", "Firmar un documento · Palco"],
  ["/esta-ruta-no-existe", "Página no encontrada · Palco"],
];

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

/**
 * The group's next route, reached in the app as a link takes the agent there (the router follows the address), not
 * by loading the whole app again: a new document per route cost more than its checks. The first route loads the page.
 */
async function openRoute(page: Page, url: string, { first }: { first: boolean }) {
  if (first) {
    await page.goto(url);
    return;
  }
  await page.evaluate((address) => {
    const main = document.querySelector("main");
    (window as unknown as { leftScreen?: string }).leftScreen = main?.innerHTML;
    window.history.pushState(null, "", address);
    window.dispatchEvent(new PopStateEvent("popstate"));
  }, url);
  await page.waitForFunction(
    () => document.querySelector("main")?.innerHTML !== (window as unknown as { leftScreen?: string }).leftScreen,
    undefined,
    { polling: 100 },
  );
}

/**
 * Desktop, then a phone: the window narrows to 390 px (the layout follows the width as it changes, `useIsMobile`),
 * and the page must not scroll sideways.
 * On the way, what lets a screen reader and a tab bar find their way: its title, one main landmark (the h1 is
 * awaited by the axe check).
 */
async function checkBothWidths(page: Page, url: string, title: string | RegExp, first: boolean) {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openRoute(page, url, { first });
  await expectNoSeriousViolation(page);
  await expect(page).toHaveTitle(title);
  await expect(page.getByRole("main")).toHaveCount(1);
  await page.setViewportSize({ width: 390, height: 900 });
  await expectNoSeriousViolation(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

// The routes are checked in a few groups, each in one page that goes from route to route: a page of its own per
// route cost a new browser context and a cold cache each time, more than the checks. The groups spread over both
// workers; a failure names its route in the step.
test.describe.configure({ mode: "parallel" });

const GROUPS = 4;
for (let group = 0; group < GROUPS; group++) {
  const routes = SIGNED_IN.filter((_, index) => index % GROUPS === group);
  test(`${routes.map(([route]) => route).join(", ")}: no serious accessibility violation at 1440 and 390 px`, async ({
    page,
    request,
  }) => {
    // Eight routes at two widths: each route's checks would fit the default, not all eight under a full CI's load.
    test.setTimeout(120_000);
    for (const [index, [route, title]] of routes.entries()) {
      await test.step(route, async () => checkBothWidths(page, await addressOf(route, request), title, index === 0));
    }
  });
}

test.describe("signed out", () => {
  test.use({ storageState: { cookies: [], origins: [] } });
  test(`${SIGNED_OUT.map(([url]) => url).join(", ")}: no serious accessibility violation at 1440 and 390 px`, async ({
    page,
  }) => {
    for (const [url, title] of SIGNED_OUT) await test.step(url, async () => checkBothWidths(page, url, title, true));
  });
});
