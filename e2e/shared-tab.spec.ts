import { expect, test } from "./fixtures/test";

// The tab handed from test to test (fixtures/test.ts) carries nothing of one test into the next, nor of a test that
// had a fresh tab of its own. The tests run in order in one worker: each checks what the one before it left behind.
test.describe.configure({ mode: "serial" });

let firstTestsPage: unknown;

test("a test leaves storage, a cookie, a listener, a route, a narrow window and a second page behind", async ({
  page,
  context,
  baseURL,
}) => {
  firstTestsPage = page;
  await page.goto("/players");
  await page.evaluate(() => {
    localStorage.setItem("left-behind", "1");
    sessionStorage.setItem("left-behind", "1");
  });
  await context.addCookies([{ name: "left-behind", value: "1", url: baseURL! }]);
  page.on("dialog", () => {
    throw new Error("a listener of the previous test");
  });
  await page.route("**/api/players*", (route) => route.abort());
  await page.setViewportSize({ width: 390, height: 800 });
  await context.newPage();
});

test("the next test gets the same tab back with none of it", async ({ page, context }) => {
  expect(page).toBe(firstTestsPage);
  expect(context.pages()).toHaveLength(1);
  expect(page.viewportSize()).toEqual({ width: 1280, height: 720 });
  expect((await context.cookies()).map((cookie) => cookie.name)).toEqual(["better-auth.session_token"]);
  // Playwright's Page is an EventEmitter; its type leaves the method out.
  expect((page as unknown as { listeners(event: string): unknown[] }).listeners("dialog")).toHaveLength(0);
  await page.goto("/players");
  await expect(page.getByTestId("player-card").first()).toBeVisible();
  expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);
});

let freshPage: unknown;

test.describe("a test that asks for a fresh tab", () => {
  test.use({ freshTab: true });

  test("gets a context of its own, signed in, where it may install what no tab takes back", async ({ page }) => {
    freshPage = page;
    expect(page).not.toBe(firstTestsPage);
    await page.addInitScript(() => Object.assign(window, { plantedByFreshTab: true }));
    await page.goto("/players");
    await expect(page.getByTestId("player-card").first()).toBeVisible();
    expect(await page.evaluate(() => "plantedByFreshTab" in window)).toBe(true);
  });
});

test("the shared tab after it runs none of that test's scripts", async ({ page }) => {
  expect(page).toBe(firstTestsPage);
  expect(page).not.toBe(freshPage);
  await page.goto("/players");
  await expect(page.getByTestId("player-card").first()).toBeVisible();
  expect(await page.evaluate(() => "plantedByFreshTab" in window)).toBe(false);
});
