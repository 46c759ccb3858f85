import type { APIRequestContext, BrowserContext } from "@playwright/test";

import { firstPlayerId } from "./fixtures/api";
import { memberBrowser } from "./fixtures/member";
import { expect, test } from "./fixtures/test";

// A euro sign, or a figure written as money ("45M€", "120.000 €").
const EUROS = /€|\bEUR\b/;

/** The scout follows the player: a collaborator beside whoever else looks after him. */
async function follow(owner: APIRequestContext, scout: BrowserContext, playerId: string) {
  const me = (await (await scout.request.get("/api/me")).json()) as { id: string };
  const path = `/api/players/${playerId}/assignment`;
  const now = (await (await owner.get(path)).json()) as {
    responsible: { id: string } | null;
    collaborators: { id: string }[];
  };
  const saved = await owner.put(path, {
    data: {
      responsibleId: now.responsible?.id ?? null,
      collaboratorIds: [...now.collaborators.map((member) => member.id), me.id],
    },
  });
  expect(saved.status()).toBe(200);
}

test("a scout sees the players and their operations without a single euro, at 1440 and 390 px", async ({
  page,
  browser,
  baseURL,
}) => {
  // Two widths over the screens a scout reads: longer than a screen's check.
  test.setTimeout(90_000);
  const playerId = await firstPlayerId(page.request, "Álvaro");
  const operations = (await (await page.request.get(`/api/operations?playerId=${playerId}&limit=1`)).json()) as {
    items: { id: string }[];
  };
  const operationId = operations.items[0]?.id ?? "";
  // The owner sees the figures the scout must not.
  await page.goto(`/players/${playerId}/summary`);
  await expect(page.getByRole("main")).toContainText("€");

  // The screens where the owner reads figures: a player's summary (market value, money card), lists of players,
  // a player's operations and an operation's terms. The phone checks the summary, the densest of them.
  const screens = [
    [`/players/${playerId}/summary`, null],
    ["/dashboard", "Dashboard"],
    ["/players", "Jugadores"],
    [`/players/${playerId}/operations`, null],
    [`/operations/${operationId}`, null],
  ] as const;
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    const scout = await memberBrowser(page.request, browser, baseURL ?? "", "ojeador", viewport);
    try {
      await follow(page.request, scout, playerId);
      const tab = await scout.newPage();
      for (const [path, heading] of viewport.width === 1440 ? screens : screens.slice(0, 1)) {
        await tab.goto(path);
        if (heading) await expect(tab.getByRole("heading", { level: 1, name: heading })).toBeVisible();
        else await expect(tab.getByRole("heading", { level: 1 })).toBeVisible();
        await expect(tab.locator('[aria-busy="true"]')).toHaveCount(0);
        await expect(tab.getByRole("main"), `${path} at ${viewport.width} px`).not.toContainText(EUROS);
      }
      // The dashboard has no card of what scouts do not read, rather than a card that failed to load.
      await tab.goto("/dashboard");
      await expect(tab.getByTestId("stat-card").first()).toBeVisible();
      await expect(tab.getByText("Patrocinios Activos")).toHaveCount(0);
      await expect(tab.getByText(/^No se pudo cargar/)).toHaveCount(0);
      // The player's page keeps the card and says why there is no figure; the tabs of what scouts do not read go.
      await tab.goto(`/players/${playerId}/summary`);
      await expect(tab.getByText("Oculto: tu rol no ve importes.")).toBeVisible();
      const sections = tab.getByRole("navigation", { name: "Secciones del jugador" });
      await expect(sections.getByRole("link", { name: "Operaciones" })).toBeVisible();
      await expect(sections.getByRole("link", { name: "Patrocinios" })).toHaveCount(0);
      await expect(sections.getByRole("link", { name: "Mandato" })).toHaveCount(0);
    } finally {
      await scout.close();
    }
  }
});

test("a scout finds only the players they follow, and none of another's", async ({ page, browser, baseURL }) => {
  const followed = await firstPlayerId(page.request, "Álvaro");
  const other = await firstPlayerId(page.request, "Diego");
  const scout = await memberBrowser(page.request, browser, baseURL ?? "", "ojeador");
  try {
    const tab = await scout.newPage();
    await tab.goto("/players");
    await expect(tab.getByText("Aquí estarán los jugadores que llevas", { exact: false })).toBeVisible();
    await follow(page.request, scout, followed);
    await tab.reload();
    await expect(tab.getByTestId("player-card")).toHaveCount(1);
    await expect(tab.getByTestId("player-card")).toContainText("Álvaro");
    await tab.goto(`/players/${other}/summary`);
    await expect(tab.getByText("Jugador no encontrado")).toBeVisible();
    // The agency's calendar feed carries every player: the scout's calendar does not offer it.
    await tab.goto("/calendar");
    await expect(tab.getByRole("heading", { level: 1, name: "Calendario Global" })).toBeVisible();
    await expect(tab.getByText("Suscribirse desde otro calendario")).toHaveCount(0);
  } finally {
    await scout.close();
  }
});

test("a read-only member is offered no button the server would refuse", async ({ page, browser, baseURL }) => {
  const reader = await memberBrowser(page.request, browser, baseURL ?? "", "lectura");
  try {
    const tab = await reader.newPage();
    await tab.goto("/players");
    await expect(tab.getByTestId("player-card").first()).toBeVisible();
    await expect(tab.getByRole("button", { name: "Añadir Jugador" })).toHaveCount(0);
    await expect(tab.getByRole("button", { name: "Exportar CSV" })).toHaveCount(0);
    await tab.goto("/clubs");
    await expect(tab.getByTestId("club-row").first()).toBeVisible();
    await expect(tab.getByRole("button", { name: /^(Editar|Eliminar) / })).toHaveCount(0);
    await expect(tab.getByRole("button", { name: "Añadir Club" })).toHaveCount(0);
    await tab.goto("/operations");
    await expect(tab.getByRole("heading", { level: 1, name: "Operaciones" })).toBeVisible();
    await expect(tab.getByRole("button", { name: "Nueva operación" })).toHaveCount(0);
  } finally {
    await reader.close();
  }
  // The owner, for whom every button is there.
  await page.goto("/clubs");
  await expect(page.getByRole("button", { name: "Añadir Club" })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Editar / }).first()).toBeVisible();
});
