import { test, type APIRequestContext } from "@playwright/test";

import { firstPlayerId } from "./fixtures/api";
import { expectNoSeriousViolation } from "./fixtures/axe";

// axe-core on every route of the route table, at desktop and phone width: no serious or critical violation.
const SIGNED_IN: string[] = [
  "/dashboard",
  "/players",
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
  "/operations",
  "/deals",
  "/calendar",
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

// Each page is checked on its own: the sweep spreads over both workers instead of holding one to the end.
test.describe.configure({ mode: "parallel" });

for (const width of [1440, 390]) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const route of SIGNED_IN) {
      test(`${route} has no serious accessibility violation`, async ({ page, request }) => {
        const url = route
          .replace(":player", route.includes(":player") ? await firstPlayerId(request, "Álvaro") : "")
          .replace(":brand", route.includes(":brand") ? await brandId(request, "Zenit") : "");
        await page.goto(url);
        await expectNoSeriousViolation(page);
      });
    }
    test.describe("signed out", () => {
      test.use({ storageState: { cookies: [], origins: [] } });
      for (const url of SIGNED_OUT) {
        test(`${url} has no serious accessibility violation`, async ({ page }) => {
          await page.goto(url);
          await expectNoSeriousViolation(page);
        });
      }
    });
  });
}
