import type { Page } from "@playwright/test";

import { agencyToday, shiftDays } from "@shared/domain/calendar-day";

import { uniqueName } from "./fixtures/api";
import { makeClub } from "./fixtures/records";
import { test } from "./fixtures/test";

// A context of its own for each test: it installs an init script, which no tab can take back.
test.use({ freshTab: true });

const pages = [
  { name: "dashboard", url: "/dashboard" },
  { name: "players", url: "/players" },
  { name: "brands", url: "/brands" },
  { name: "deals", url: "/deals" },
  { name: "deals-board", url: "/deals#tablero" },
  { name: "news", url: "/news" },
  { name: "calendar", url: "/calendar" },
  { name: "documents", url: "/documents" },
  { name: "okrs", url: "/okrs" },
  { name: "settings", url: "/settings" },
  { name: "team", url: "/equipo" },
  { name: "player-reputation", url: "/players/:first/reputation" },
  { name: "player-calendar", url: "/players/:first/calendar" },
  { name: "player-deals", url: "/players/:first/deals" },
  { name: "player-investments", url: "/players/:first/investments" },
  { name: "player-contracts", url: "/players/:first/contracts" },
  { name: "player-mandate", url: "/players/:first/mandate" },
  { name: "verify", url: "/verificar" },
  { name: "mandates", url: "/mandates" },
  { name: "commissions", url: "/commissions" },
  { name: "invoices", url: "/facturas" },
  { name: "collaborators", url: "/colaboradores" },
  { name: "collaborator", url: "/colaboradores/:collaborator" },
  { name: "player-history", url: "/players/:first/history" },
  { name: "player-summary", url: "/players/:first/summary" },
  { name: "calendar-agenda", url: "/calendar?vista=agenda" },
  { name: "calendar-agenda-month", url: "/calendar?vista=agenda&periodo=mes" },
  { name: "player-unknown", url: "/players/00000000-0000-4000-8000-000000000000/reputation" },
  { name: "not-found", url: "/no-existe" },
  { name: "brand-page", url: "/brands/:brand" },
  { name: "player-media-lab", url: "/players/:first/media-lab" },
];
/** The sample has no collaborators: the page of one is shot with one made for it (or the first there is). */
async function aCollaborator(page: Page): Promise<string> {
  const listed = (await (await page.request.get("/api/collaborators")).json()) as { items: { id: string }[] };
  if (listed.items[0]) return listed.items[0].id;
  const made = await page.request.post("/api/collaborators", {
    data: { kind: "agente", name: "Lucía Coagente", licenceNumber: "202305-0042", email: "lucia@coagentes.test" },
  });
  return ((await made.json()) as { id: string }).id;
}

const viewports = [
  { label: "desktop", width: 1440, height: 900 },
  { label: "phone", width: 390, height: 844 },
];

for (const viewport of viewports) {
  test.describe(viewport.label, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const { name, url } of pages) {
      test(name, async ({ page }) => {
        const players = (await (await page.request.get("/api/players?limit=1")).json()) as { items: { id: string }[] };
        const brands = (await (await page.request.get("/api/brands?limit=1")).json()) as { items: { id: string }[] };
        // The pipeline remembers its view in the browser: the board is asked for through storage.
        await page.addInitScript(
          (view) => window.localStorage.setItem("palco.pipeline.view", view),
          url.endsWith("#tablero") ? "board" : "list",
        );
        const collaborator = url.includes(":collaborator") ? await aCollaborator(page) : "none";
        await page.goto(
          url
            .replace(":first", players.items[0]?.id ?? "none")
            .replace(":brand", brands.items[0]?.id ?? "none")
            .replace(":collaborator", collaborator),
        );
        await page.waitForLoadState("networkidle");
        await page.screenshot({ path: `screenshots/${name}-${viewport.label}.png`, fullPage: true });
      });
    }

    test("clubs", async ({ page, request }) => {
      const club = await makeClub(request, {
        name: uniqueName("Real Betis Balompié"),
        city: "Sevilla",
        league: "LaLiga",
        notes: "Buscan un lateral zurdo para enero. Hablar con la secretaría técnica.",
      });
      await page.goto("/clubs");
      await page.waitForLoadState("networkidle");
      await page.screenshot({ path: `screenshots/clubs-${viewport.label}.png`, fullPage: true });
      await page.goto(`/clubs/${club.id}`);
      await page.waitForLoadState("networkidle");
      await page.screenshot({ path: `screenshots/club-page-empty-${viewport.label}.png`, fullPage: true });
      // The sample's English club, with its people and the last contacts of the negotiation.
      const sample = (await (await page.request.get("/api/clubs?q=northbridge")).json()) as { items: { id: string }[] };
      await page.goto(`/clubs/${sample.items[0]?.id ?? "none"}`);
      await page.waitForLoadState("networkidle");
      await page.screenshot({ path: `screenshots/club-page-${viewport.label}.png`, fullPage: true });
    });

    test("operations", async ({ page }) => {
      await page.goto("/operations");
      await page.waitForLoadState("networkidle");
      await page.screenshot({ path: `screenshots/operations-${viewport.label}.png`, fullPage: true });
      const transfer = (await (await page.request.get("/api/operations?stage=Negociaci%C3%B3n")).json()) as {
        items: { id: string }[];
      };
      await page.goto(`/operations/${transfer.items[0]?.id ?? "none"}`);
      await page.waitForLoadState("networkidle");
      await page.screenshot({ path: `screenshots/operation-page-${viewport.label}.png`, fullPage: true });
      await page.goto("/operations?vista=tablero");
      await page.waitForLoadState("networkidle");
      await page.screenshot({ path: `screenshots/operations-board-${viewport.label}.png`, fullPage: true });
      // Tomorrow holds the sample's next step with Northbridge: the calendar's market agenda.
      await page.goto(`/calendar?fecha=${shiftDays(agencyToday(), 1)}`);
      await page.waitForLoadState("networkidle");
      await page.screenshot({ path: `screenshots/calendar-agenda-${viewport.label}.png`, fullPage: true });
    });

    test("assistant", async ({ page, request }) => {
      await page.goto("/dashboard");
      await page.getByRole("button", { name: "Abrir asistente" }).click();
      await page.screenshot({ path: `screenshots/assistant-empty-${viewport.label}.png` });
      const input = page.getByLabel("Mensaje para el asistente");
      for (const question of ["Resumen de Álvaro", "¿Qué patrocinios están en negociación?"]) {
        await input.fill(question);
        await input.press("Enter");
        await page.getByRole("button", { name: "Enviar" }).and(page.locator(":disabled")).waitFor();
        await page.locator("form textarea:not([disabled])").waitFor();
        await page.waitForTimeout(1500);
      }
      await page.screenshot({ path: `screenshots/assistant-${viewport.label}.png` });
      const players = (await (await request.get("/api/players?q=Diego")).json()) as { items: { id: string }[] };
      await page.goto(`/players/${players.items[0]?.id}/reputation`);
      await page.getByRole("button", { name: "Abrir asistente del jugador" }).click();
      await page.getByRole("button", { name: "¿Cuál es el próximo evento?" }).click();
      await page.waitForTimeout(1500);
      await page.screenshot({ path: `screenshots/assistant-player-page-${viewport.label}.png` });
      await page.goto("/mobile/approvals");
      await page.getByTestId("decided-approval").first().waitFor();
      await page.screenshot({ path: `screenshots/approvals-${viewport.label}.png`, fullPage: true });
      await page.getByLabel("Jugador", { exact: true }).selectOption({ index: 1 });
      await page.getByRole("button", { name: "¿Cuál es mi próximo evento?" }).click();
      await page.waitForTimeout(1500);
      await page.screenshot({ path: `screenshots/approvals-player-mode-${viewport.label}.png`, fullPage: true });
    });

    test("commission payments", async ({ page }) => {
      await page.goto("/commissions");
      await page
        .getByTestId("commission-row")
        .filter({ hasText: "Pendiente" })
        .or(page.getByTestId("commission-row").filter({ hasText: "Vencida" }))
        .first()
        .getByRole("button", { name: "Registrar cobro" })
        .click();
      const dialog = page.getByRole("dialog", { name: "Registrar cobro" });
      await dialog.getByLabel("Importe cobrado (€)").waitFor();
      await page.screenshot({ path: `screenshots/commission-payment-${viewport.label}.png` });
    });

    test("delete impact", async ({ page }) => {
      await page.goto("/players");
      await page
        .getByRole("button", { name: /^Eliminar / })
        .first()
        .click();
      await page.getByTestId("delete-impact").waitFor();
      await page.screenshot({ path: `screenshots/delete-impact-${viewport.label}.png` });
    });

    test("stale record dialog", async ({ page }) => {
      const deals = (await (await page.request.get("/api/deals?limit=1")).json()) as { items: { id: string }[] };
      const id = deals.items[0]?.id ?? "";
      await page.goto(`/deals?abrir=${id}`);
      const dialog = page.getByRole("dialog", { name: "Editar patrocinio" });
      await dialog.getByLabel("Tipo").fill("Embajador");
      // Someone else saves first.
      const fee = ((await (await page.request.get(`/api/deals/${id}`)).json()) as { fee: string }).fee;
      await page.request.patch(`/api/deals/${id}`, { data: { fee: "999.999€" } });
      await dialog.getByRole("button", { name: "Guardar cambios" }).click();
      await page.getByRole("alertdialog").waitFor();
      await page.screenshot({ path: `screenshots/stale-record-${viewport.label}.png` });
      await page.request.patch(`/api/deals/${id}`, { data: { fee } });
    });

    test("screen error", async ({ page }) => {
      await page.goto("/dashboard");
      await page.route("**/assets/okrs-*.js", (route) => route.fulfill({ status: 404, body: "" }));
      // A move within the app, as a click in the menu would make, at either width.
      await page.evaluate(() => {
        window.history.pushState({}, "", "/okrs");
        window.dispatchEvent(new PopStateEvent("popstate"));
      });
      await page.getByText("Algo ha fallado").waitFor();
      await page.screenshot({ path: `screenshots/screen-error-${viewport.label}.png` });
    });

    test("player form", async ({ page }) => {
      await page.goto("/players");
      await page.getByRole("button", { name: "Añadir Jugador" }).click();
      const dialog = page.getByRole("dialog", { name: "Añadir Jugador" });
      await dialog.getByRole("button", { name: "Añadir Jugador" }).click();
      await dialog.getByText("El nombre es obligatorio").waitFor();
      await page.screenshot({ path: `screenshots/player-form-${viewport.label}.png` });
    });

    test("search palette", async ({ page }) => {
      await page.goto("/dashboard");
      await page.getByRole("button", { name: "Buscar" }).click();
      await page.getByRole("combobox", { name: "Buscar" }).fill("alvaro");
      await page.getByRole("option").first().waitFor();
      await page.waitForLoadState("networkidle");
      await page.screenshot({ path: `screenshots/search-${viewport.label}.png` });
    });

    test("import dialog", async ({ page }) => {
      await page.goto("/players");
      await page.getByRole("button", { name: "Importar CSV" }).click();
      const csv =
        "Nombre;Posición;Nacionalidad;Club;Instagram;Notas\nPablo Núñez;Delantero;España;CD Norte;1.200.000;fichaje\n;Defensa;España;CD Sur;muchos;\n";
      await page
        .getByLabel("Archivo CSV")
        .setInputFiles({ name: "cartera.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
      await page.getByRole("button", { name: "Importar 2 filas" }).click();
      await page.getByRole("list", { name: "Errores por fila" }).waitFor();
      await page.screenshot({ path: `screenshots/import-${viewport.label}.png` });
    });

    test("assistant action card", async ({ page }) => {
      await page.goto("/dashboard");
      await page.getByRole("button", { name: "Abrir asistente" }).click();
      await page
        .getByLabel("Mensaje para el asistente")
        .fill("Crea un evento para Álvaro el viernes a las 18:00 en Valdebebas");
      await page.getByRole("button", { name: "Enviar" }).click();
      await page.getByTestId("action-card").getByRole("button", { name: "Confirmar" }).waitFor();
      await page.screenshot({ path: `screenshots/assistant-action-${viewport.label}.png` });
    });

    test("alerts", async ({ page }) => {
      await page.goto("/dashboard");
      await page.getByRole("button", { name: /^Notificaciones/ }).click();
      await page.getByRole("dialog", { name: "Notificaciones" }).getByTestId("alert-item").first().waitFor();
      await page.screenshot({ path: `screenshots/alerts-${viewport.label}.png` });
    });

    test("qa runner", async ({ page }) => {
      test.setTimeout(180_000);
      await page.goto("/qa/runner");
      await page.getByRole("button", { name: "Run All Checks" }).click();
      await page.getByText(/de 7 checks exitosos/).waitFor({ timeout: 170_000 });
      await page.screenshot({ path: `screenshots/qa-runner-${viewport.label}.png`, fullPage: true });
    });

    test("media lab", async ({ page }) => {
      const players = (await (await page.request.get("/api/players?limit=1")).json()) as { items: { id: string }[] };
      await page.goto(`/players/${players.items[0]?.id}/medialab`);
      await page.getByRole("button", { name: "Aplicar plantilla Lanzamiento de Producto" }).click();
      await page.getByRole("button", { name: "Generar Imagen" }).click();
      await page.getByTestId("campaign-result").getByRole("img").waitFor();
      await page.waitForLoadState("networkidle");
      await page.screenshot({ path: `screenshots/media-lab-${viewport.label}.png`, fullPage: true });
    });

    test("okr dialog", async ({ page }) => {
      await page.goto("/okrs");
      await page.getByRole("button", { name: "Nuevo OKR" }).click();
      await page.getByLabel("Objetivo").fill("Crecer en Instagram y cerrar patrocinios");
      await page.getByRole("button", { name: "Generar con IA" }).click();
      await page.getByText("Resultados clave generados con IA").waitFor();
      await page.screenshot({ path: `screenshots/okr-dialog-${viewport.label}.png` });
      await page.keyboard.press("Escape");
      const firstKeyResult = page.getByTestId("key-result").first();
      await firstKeyResult.getByRole("button", { name: /^Actualizar/ }).click();
      await page.screenshot({ path: `screenshots/okr-check-in-${viewport.label}.png` });
    });

    test("signed-out pages", async ({ browser }) => {
      const context = await browser.newContext({
        viewport: { width: viewport.width, height: viewport.height },
        storageState: { cookies: [], origins: [] },
      });
      const page = await context.newPage();
      for (const url of ["/", "/login", "/login?sso=no-invitado"]) {
        await page.goto(url);
        await page.waitForLoadState("networkidle");
        const name = url === "/" ? "landing" : url === "/login" ? "login" : "login-refused";
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
