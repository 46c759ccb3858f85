import { uniqueName } from "./fixtures/api";
import { makeNews, makePlayer } from "./fixtures/records";
import { expect, test } from "./fixtures/test";

test("create, edit and delete a clipping without a reload, newest first", async ({ page, request }) => {
  const player = await makePlayer(request, {
    name: uniqueName("Prensa"),
    position: "Lateral",
    team: "CD Prensa",
  });
  await makeNews(request, {
    playerId: player.id,
    title: uniqueName("Crónica antigua"),
    source: "Radio Estadio",
    date: "2025-01-10",
  });
  await page.goto(`/news?jugador=${player.id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Noticias y Clipping" })).toBeVisible();

  await page.getByRole("button", { name: "Nueva Noticia" }).click();
  const dialog = page.getByRole("dialog", { name: "Nueva Noticia" });
  await dialog.getByRole("button", { name: "Crear noticia" }).click();
  await expect(dialog.getByText("El título es obligatorio")).toBeVisible();
  await expect(dialog.getByText("La fuente es obligatoria")).toBeVisible();
  await expect(dialog.getByLabel("Jugador")).toHaveAttribute("aria-invalid", "true");
  const title = uniqueName("Doblete decisivo");
  await dialog.getByLabel("Título").fill(title);
  await dialog.getByLabel("Jugador").selectOption({ label: player.name });
  await dialog.getByLabel("Fuente").fill("Diario Deportivo");
  await dialog.getByLabel("Fecha").fill("2026-03-12");
  await dialog.getByLabel("Sentimiento").selectOption("positivo");
  await dialog.getByLabel("Extracto").fill("Dos goles en la segunda parte.");
  await dialog.getByRole("button", { name: "Crear noticia" }).click();
  await expect(page.getByText("Noticia creada")).toBeVisible();

  const items = page.getByTestId("news-item");
  await expect(items).toHaveCount(2);
  await expect(items.first()).toContainText(title);
  await expect(items.first()).toContainText("Positivo");
  await expect(items.first()).toContainText("12 mar 2026");
  await expect(items.first()).toContainText("Diario Deportivo");
  await expect(items.first()).toContainText(player.name);

  await page.getByRole("button", { name: `Editar ${title}` }).click();
  const edit = page.getByRole("dialog", { name: "Editar noticia" });
  await expect(edit.getByLabel("Fuente")).toHaveValue("Diario Deportivo");
  await edit.getByLabel("Sentimiento").selectOption("negativo");
  await edit.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(page.getByText("Noticia actualizada")).toBeVisible();
  await expect(items.first()).toContainText("Negativo");

  await page.getByRole("button", { name: `Eliminar ${title}` }).click();
  await expect(page.getByRole("alertdialog")).toContainText("¿Eliminar noticia?");
  await page.getByRole("alertdialog").getByRole("button", { name: "Eliminar" }).click();
  await expect(page.getByText("Noticia eliminada")).toBeVisible();
  await expect(items).toHaveCount(1);
});

test("filters by player and sentiment live in the URL, and long lists load a page at a time", async ({
  page,
  request,
}) => {
  const player = await makePlayer(request, {
    name: uniqueName("Portada"),
    position: "Delantero",
    team: "CD Portada",
  });
  for (let day = 1; day <= 22; day++) {
    await makeNews(request, {
      playerId: player.id,
      title: `Portada ${String(day).padStart(2, "0")}`,
      source: "Gol Digital",
      date: `2026-02-${String(day).padStart(2, "0")}`,
      sentiment: day % 2 === 0 ? "negativo" : "positivo",
    });
  }
  await page.goto("/news");
  await page.getByLabel("Jugador").selectOption({ label: player.name });
  await expect(page).toHaveURL(new RegExp(`jugador=${player.id}`));
  const items = page.getByTestId("news-item");
  await expect(items).toHaveCount(20);
  await expect(items.first()).toContainText("Portada 22");
  await page.getByRole("button", { name: "Cargar más" }).click();
  await expect(items).toHaveCount(22);
  await expect(page.getByRole("button", { name: "Cargar más" })).toHaveCount(0);

  await page.getByLabel("Sentimiento").selectOption("negativo");
  await expect(page).toHaveURL(/sentimiento=negativo/);
  await expect(items).toHaveCount(11);
  await page.reload();
  await expect(items).toHaveCount(11);
  await expect(page.getByLabel("Sentimiento")).toHaveValue("negativo");

  await page.goto(`/news?jugador=${player.id}&sentimiento=neutral`);
  await expect(page.getByText("No hay noticias con estos filtros")).toBeVisible();
});
