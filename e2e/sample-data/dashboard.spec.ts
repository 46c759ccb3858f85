import { expect, test } from "../fixtures/test";

test("the dashboard shows SPEC's figures computed from the sample data", async ({ page }) => {
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await expect(page.getByText("Visión general de tu cartera de jugadores")).toBeVisible();
  // The sample portfolio says what it is, with the way out (tried on a server of its own: sample-data-choice.spec).
  await expect(page.getByRole("region", { name: "Aviso de datos de ejemplo" })).toContainText(
    "Estás viendo datos de ejemplo",
  );

  const card = (title: string) => page.getByTestId("stat-card").filter({ hasText: title });
  await expect(card("Total Jugadores")).toContainText("3");
  await expect(card("Total Jugadores")).toContainText("+1 este mes");
  await expect(card("Seguidores Totales")).toContainText("7,5 M");
  await expect(card("Seguidores Totales")).toContainText("+12.5% vs mes anterior");
  await expect(card("Engagement Promedio")).toContainText("5.0%");
  await expect(card("Engagement Promedio")).toContainText("+0.8% vs promedio industria");
  await expect(card("Patrocinios Activos")).toContainText("2");
  await expect(card("Patrocinios Activos")).toContainText("de 4 patrocinios en total");

  await expect(page.getByRole("heading", { name: "Próximos Eventos" })).toBeVisible();
  await expect(page.getByTestId("upcoming-event")).toHaveCount(3);
  await expect(page.getByTestId("upcoming-event").first()).toContainText("Sesión de recuperación");

  await expect(page.getByRole("heading", { name: "Noticias Recientes" })).toBeVisible();
  const news = page.getByTestId("recent-news");
  await expect(news).toHaveCount(3);
  await expect(news.nth(0)).toContainText("Positivo");
  await expect(news.nth(0)).toContainText("Diario Deportivo");
  await expect(news.nth(1)).toContainText("Neutral");
  await expect(news.nth(2)).toContainText("Negativo");

  await expect(page.getByTestId("player-card")).toHaveCount(3);
  await expect(page.getByTestId("player-card").first()).toContainText("Álvaro Martín Ruiz");
});

test("the image-generator banner opens the first player's media lab", async ({ page }) => {
  await page.goto("/dashboard");
  await expect(page.getByText("Generador de Imágenes con IA")).toBeVisible();
  // The first player until the agent picks another.
  await expect(page.getByLabel("Jugador de la campaña")).toHaveValue(/[0-9a-f-]{36}/);
  await page.getByLabel("Jugador de la campaña").selectOption({ label: "Diego Salvatierra" });
  await page.getByRole("link", { name: "Crear campaña" }).click();
  await expect(page).toHaveURL(/\/players\/[0-9a-f-]{36}\/medialab$/);
  await expect(page.getByRole("heading", { name: "Diego Salvatierra" })).toBeVisible();
  await page.goBack();
  await page.getByRole("link", { name: "Crear campaña" }).click();
  await expect(page.getByRole("heading", { name: "Álvaro Martín Ruiz" })).toBeVisible();
});

test("the dashboard's commissions card shows this quarter's figures from the sample's deals and mandates", async ({
  page,
}) => {
  const summary = (await (await page.request.get("/api/commissions/summary")).json()) as {
    quarter: string;
    expected: number;
    received: number;
    overdue: number;
  };
  // Álvaro's mandate covers the whole quarter: 8 % of 3.200.000 € a year is 64.000 € a quarter.
  expect(summary.expected).toBeGreaterThanOrEqual(64_000);
  const euros = new Intl.NumberFormat("es-ES", {
    style: "currency",
    currency: "EUR",
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
  });

  await page.goto("/dashboard");
  const card = page.getByTestId("quarter-commissions");
  await expect(card.getByRole("heading", { name: "Comisiones del trimestre" })).toBeVisible();
  const [year, quarter] = summary.quarter.split("-");
  await expect(card).toContainText(`Previsto ${quarter} ${year}`);
  await expect(card).toContainText(euros.format(summary.expected));
  await expect(card).toContainText(euros.format(summary.received));
  // Each figure says which day it counts by.
  await expect(card).toContainText(`Cobrado ${quarter} ${year}`);
  await expect(card).toContainText("por fecha de vencimiento");
  await expect(card).toContainText("por fecha de cobro");
  await expect(card).toContainText(euros.format(summary.overdue));
  await card.getByRole("link", { name: "Ver comisiones" }).click();
  await expect(page).toHaveURL(/\/commissions$/);
  await expect(page.getByRole("heading", { level: 1, name: "Comisiones" })).toBeVisible();
});

test("the dashboard's Mercado card counts the sample's open operations by stage and names the next window", async ({
  page,
}) => {
  await page.goto("/dashboard");
  const card = page.getByTestId("market");
  await expect(card.getByRole("heading", { name: "Mercado" })).toBeVisible();
  for (const [stage, count] of [
    ["Sondeo", "1"],
    ["Oferta", "1"],
    ["Negociación", "1"],
    ["Acuerdo", "0"],
  ] as const) {
    await expect(card.getByRole("term").filter({ hasText: stage }).locator("+ dd")).toHaveText(count);
  }
  // The sample's LaLiga windows: whichever turns next, with the days to it.
  await expect(card.getByTestId("market-window")).toContainText(
    /Mercado de (verano|invierno) \(LaLiga\) (cierra|abre) (hoy|mañana|en \d+ días)/,
  );
  await card.getByRole("link", { name: "1" }).nth(2).click();
  await expect(page).toHaveURL(/\/operations\?etapa=Negociaci/);
  await expect(page.getByTestId("operation-row")).toContainText("Álvaro Martín Ruiz");
});
