import { type Page } from "@playwright/test";

import { expect, test } from "./fixtures/test";

// Each run takes a while: the two go to two workers side by side.
test.describe.configure({ mode: "parallel" });

const CHECKS = ["routes", "links", "buttons", "forms", "data", "accessibility", "health"] as const;
const row = (page: Page, id: (typeof CHECKS)[number]) => page.getByTestId(`qa-check-${id}`);

async function runAll(page: Page) {
  await page.getByRole("button", { name: "Run All Checks" }).click();
  await expect(page.getByRole("button", { name: "Run All Checks" })).toBeDisabled();
  await expect(page.getByTestId("qa-summary")).toContainText("Comprobando...");
  await expect(page.getByRole("progressbar", { name: "Progreso de las comprobaciones" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Run All Checks" })).toBeEnabled({ timeout: 180_000 });
}

test("on the sample data every check runs for real and passes: 7 de 7", async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto("/qa/runner");
  await expect(page.getByRole("heading", { level: 1, name: "QA Runner" })).toBeVisible();
  await expect(page.getByText("Pulsa «Run All Checks» para abrir cada pantalla")).toBeVisible();
  await runAll(page);
  for (const id of CHECKS) await expect(row(page, id)).toHaveAttribute("data-status", "passed");
  await expect(page.getByTestId("qa-summary")).toHaveText("7 de 7 checks exitosos");
  await expect(row(page, "routes")).toContainText("22 rutas se muestran sin errores");
  await expect(row(page, "forms")).toContainText("12 formularios");
  await expect(row(page, "health")).toContainText("base de datos");
});

test.describe("broken", () => {
  // A context of its own: the test installs an init script, which no tab can take back.
  test.use({ freshTab: true });

  test("each check fails when what it checks is broken", async ({ page }) => {
    test.setTimeout(240_000);
    // A screen whose code cannot load, a link to nowhere and an image without text in every page, an action
    // that fails on the server, and a health check that reports the database down.
    await page.route("**/assets/okrs-*.js", (route) => route.abort());
    await page.addInitScript(() => {
      document.addEventListener("DOMContentLoaded", () => {
        const link = document.createElement("a");
        link.href = "/ruta-rota";
        link.textContent = "Ruta rota";
        const image = document.createElement("img");
        image.src = "/favicon.svg";
        document.body.append(link, image);
      });
    });
    await page.route("**/api/brands", (route) =>
      route.request().method() === "POST"
        ? route.fulfill({ status: 500, json: { error: { code: "internal", message: "Error interno" } } })
        : route.continue(),
    );
    await page.route("**/api/health", (route) =>
      route.fulfill({ status: 503, json: { status: "error", database: "unavailable", version: "x" } }),
    );

    await page.goto("/qa/runner");
    await runAll(page);
    await expect(row(page, "routes")).toHaveAttribute("data-status", "failed");
    await expect(row(page, "routes")).toContainText("/okrs: no se mostró");
    await expect(row(page, "links")).toHaveAttribute("data-status", "failed");
    await expect(row(page, "links")).toContainText("/ruta-rota: página no encontrada");
    await expect(row(page, "buttons")).toHaveAttribute("data-status", "failed");
    await expect(row(page, "buttons")).toContainText("POST /api/brands: respondió 500 en lugar de 400");
    await expect(row(page, "accessibility")).toHaveAttribute("data-status", "failed");
    await expect(row(page, "accessibility")).toContainText("Las imágenes deben tener texto alternativo (1 elemento)");
    await expect(row(page, "health")).toHaveAttribute("data-status", "failed");
    await expect(row(page, "health")).toContainText("La API respondió 503: base de datos no disponible");
    await expect(row(page, "forms")).toHaveAttribute("data-status", "passed");
    await expect(row(page, "data")).toHaveAttribute("data-status", "passed");
    await expect(page.getByTestId("qa-summary")).toHaveText("2 de 7 checks exitosos");
  });
});
