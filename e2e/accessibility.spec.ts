import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

// axe-core on the screens, at desktop and phone width: no serious or critical violation.
const screens = ["/dashboard", "/players", "/brands", "/deals", "/calendar", "/news", "/documents", "/mandates", "/commissions", "/qa/runner"];

for (const width of [1440, 390]) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const url of screens) {
      test(`${url} has no serious accessibility violation`, async ({ page }) => {
        await page.goto(url);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await page.waitForLoadState("networkidle");
        const { violations } = await new AxeBuilder({ page }).analyze();
        const serious = violations
          .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
          .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
        expect(serious).toEqual([]);
      });
    }
  });
}
