import { uniqueName } from "./fixtures/api";
import { madridDay } from "./fixtures/dates";
import { makeBrand, makeDeal, makeEvent, makePlayer } from "./fixtures/records";
import { expect, test } from "./fixtures/test";

const madridToday = () => madridDay();

test("deleting a player says what goes with them and keeps the received commission in the ledger", async ({
  page,
  request,
}) => {
  const today = madridToday();
  const name = uniqueName("Iker Borrable");
  const player = await makePlayer(request, {
    name,
    position: "Lateral",
    team: "CD Consecuencias",
  });
  const brand = await makeBrand(request, { name: uniqueName("Marca Cobrada"), sector: "Bebidas" });
  const deal = await makeDeal(request, {
    playerId: player.id,
    brandId: brand.id,
    stage: "Activa",
    fee: "12.000€",
    startDate: today,
    commissionPercent: 10,
  });
  for (const title of ["Firma", "Entrevista"]) {
    await makeEvent(request, {
      playerId: player.id,
      title,
      date: "2027-02-01",
      time: "10:00",
    });
  }
  const ledger = (await (await request.get(`/api/commissions?limit=200&from=${today}&to=${today}`)).json()) as {
    items: { id: string; sourceId: string }[];
  };
  const instalment = ledger.items.find((item) => item.sourceId === deal.id);
  expect(
    (
      await request.post(`/api/commissions/${instalment?.id}/payments`, {
        data: { id: crypto.randomUUID(), paidOn: today, amount: 1200 },
      })
    ).status(),
  ).toBe(201);

  await page.goto(`/players?q=${encodeURIComponent(name)}`);
  await page.getByRole("button", { name: `Eliminar ${name}` }).click();
  const dialog = page.getByRole("alertdialog", { name: "¿Eliminar jugador?" });
  await expect(dialog.getByTestId("delete-impact")).toHaveText(
    "Se eliminarán también 1 patrocinio y 2 eventos. Las comisiones cobradas se conservan en el libro de comisiones (1200 €).",
  );
  await dialog.getByRole("button", { name: "Eliminar" }).click();
  await expect(page.getByText("Jugador eliminado")).toBeVisible();

  await page.goto("/commissions");
  const row = page.getByTestId("commission-row").filter({ hasText: name });
  await expect(row).toContainText(`Patrocinio · ${brand.name} (eliminado)`);
  await expect(row).toContainText("Cobrada el");
  await expect(row.getByRole("link")).toHaveCount(0);
});
