import { expect, test } from "./fixtures/test";

// A context of its own for each test: it refuses the code the page has not loaded yet: nothing may be cached.
test.use({ freshTab: true });

test("a screen whose code cannot load reloads once, then says 'Algo ha fallado' with Recargar inside the shell", async ({
  page,
}) => {
  const loaded = new Set<string>();
  page.on("response", (response) => {
    if (response.url().endsWith(".js") && response.ok()) loaded.add(response.url());
  });
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();

  // As after a new version is deployed: code the page has not loaded yet is gone from the server.
  let refused = 0;
  await page.route("**/assets/*.js", (route) => {
    if (loaded.has(route.request().url())) return route.continue();
    refused += 1;
    return route.fulfill({ status: 404, body: "" });
  });
  await page.getByRole("link", { name: "Comisiones" }).first().click();
  const failed = page.getByRole("alert").filter({ hasText: "Algo ha fallado" });
  await expect(failed).toBeVisible();
  expect(refused).toBeGreaterThanOrEqual(2);
  // The menu is still there to go elsewhere.
  await expect(page.getByRole("link", { name: "Jugadores" }).first()).toBeVisible();

  await page.unroute("**/assets/*.js");
  await failed.getByRole("button", { name: "Recargar" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Comisiones" })).toBeVisible();
});
