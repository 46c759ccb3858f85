import { test } from "@playwright/test";

const pages = [
  { name: "dashboard", url: "/dashboard" },
  { name: "players", url: "/players" },
  { name: "player", url: "/players/demo/reputation" },
  { name: "not-found", url: "/no-existe" },
];
const viewports = [
  { label: "desktop", width: 1440, height: 900 },
  { label: "phone", width: 390, height: 844 },
];

for (const viewport of viewports) {
  test.describe(viewport.label, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const { name, url } of pages) {
      test(name, async ({ page }) => {
        await page.goto(url);
        await page.waitForLoadState("networkidle");
        await page.screenshot({ path: `screenshots/${name}-${viewport.label}.png`, fullPage: true });
      });
    }

    test("signed-out pages", async ({ browser }) => {
      const context = await browser.newContext({
        viewport: { width: viewport.width, height: viewport.height },
        storageState: { cookies: [], origins: [] },
      });
      const page = await context.newPage();
      for (const url of ["/", "/login"]) {
        await page.goto(url);
        await page.waitForLoadState("networkidle");
        const name = url === "/" ? "landing" : "login";
        await page.screenshot({ path: `screenshots/${name}-${viewport.label}.png`, fullPage: true });
      }
      await context.close();
    });
  });
}

test("phone drawer and collapsed sidebar", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/dashboard");
  await page.getByRole("button", { name: "Abrir menú" }).click();
  await page.waitForTimeout(300);
  await page.screenshot({ path: "screenshots/drawer-phone.png" });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/dashboard");
  await page.getByRole("heading", { name: "Dashboard" }).waitFor();
  await page.keyboard.press("Control+b");
  await page.waitForTimeout(300);
  await page.screenshot({ path: "screenshots/collapsed-desktop.png" });
});
