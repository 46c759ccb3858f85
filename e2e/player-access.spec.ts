import { uniqueName } from "./fixtures/api";
import { expectNoSeriousViolation } from "./fixtures/axe";
import { expect, test } from "./fixtures/test";

test("the agent gives a player access; the player sets a password on a phone and sees their own app", async ({
  page,
  browser,
  baseURL,
}) => {
  // The player's whole first week in one journey, two browsers at once: longer than a screen's check.
  test.setTimeout(90_000);
  // Names of their own: a retry must not meet the first attempt's brand (brand names are unique).
  const playerName = uniqueName("Mateo Acceso");
  const brandName = uniqueName("Aqualis Acceso");
  const created = await page.request.post("/api/players", {
    data: { name: playerName, position: "Extremo", nationality: "España", team: "CD Móvil" },
  });
  expect(created.status()).toBe(201);
  const player = (await created.json()) as { id: string };
  await page.request.post("/api/events", {
    data: {
      playerId: player.id,
      type: "Evento",
      title: "Sesión de fotos con Aqualis",
      date: "2099-03-14",
      time: "10:30",
      location: "Madrid",
      status: "pendiente",
    },
  });

  const brand = (await (
    await page.request.post("/api/brands", { data: { name: brandName, sector: "Bebidas" } })
  ).json()) as { id: string };
  await page.request.post("/api/deals", {
    data: { playerId: player.id, brandId: brand.id, stage: "Negociación", type: "Patrocinio", fee: "250.000€" },
  });

  await page.goto(`/players/${player.id}/summary`);
  await page.getByRole("button", { name: "Acceso del jugador" }).click();
  const dialog = page.getByRole("dialog", { name: `Acceso de ${playerName}` });
  await expect(dialog.getByText("Todavía no tiene acceso a Palco.")).toBeVisible();
  await dialog.getByRole("button", { name: "Dar acceso al jugador" }).click();
  const link = await dialog.getByLabel("Enlace para el jugador").inputValue();
  expect(link).toMatch(/\/app\/acceso#/);
  await expect(dialog.getByTestId("player-access-status")).toContainText("Tiene un enlace sin usar");
  // This Palco answers on localhost: the link says it will not open on the player's phone, and what to do.
  await expect(dialog.getByRole("alert")).toContainText("que solo funciona en este ordenador");
  await expect(dialog.getByRole("alert")).toContainText("PALCO_PUBLIC_URL");

  // The player, on their phone, with no session of the agent's.
  const phone = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, storageState: undefined });
  try {
    const playerPage = await phone.newPage();
    await playerPage.goto(link);
    await expect(playerPage.getByRole("heading", { name: "Crea tu contraseña" })).toBeVisible();
    await expectNoSeriousViolation(playerPage);
    await playerPage.getByLabel("Contraseña", { exact: true }).fill("contraseña-del-jugador");
    await playerPage.getByLabel("Repite la contraseña").fill("otra-contraseña");
    await playerPage.getByRole("button", { name: "Entrar en mi app" }).click();
    await expect(playerPage.getByText("Las dos contraseñas no coinciden")).toBeVisible();
    await playerPage.getByLabel("Repite la contraseña").fill("contraseña-del-jugador");
    await playerPage.getByRole("button", { name: "Entrar en mi app" }).click();
    await expect(playerPage.getByRole("heading", { name: `Hola, ${playerName}` })).toBeVisible();
    await expect(playerPage).toHaveURL(/\/app$/);
    await expect(playerPage.getByText("Sesión de fotos con Aqualis")).toBeVisible();
    await expect(playerPage.getByText("Todavía no hay noticias tuyas.")).toBeVisible();
    // What the agency earns from them, theirs only: nothing signed yet.
    const statement = playerPage.getByRole("region", { name: /^Lo que cobra tu agencia · \d{4}$/ });
    await expect(statement).toContainText("Sin comisiones de la agencia en");
    await expect(statement.getByRole("link", { name: "Descargar extracto (PDF)" })).toBeVisible();
    await expectNoSeriousViolation(playerPage);
    // The agency's screens are not theirs: the console sends them back to their app.
    await playerPage.goto("/dashboard");
    await expect(playerPage).toHaveURL(/\/app$/);

    // The agent asks about the deal; the player answers from their app, and the deal shows it.
    await page.goto(`/players/${player.id}/deals`);
    await page.getByRole("button", { name: "Pedir aprobación al jugador" }).click();
    await expect(page.getByText("Esperando al jugador")).toBeVisible();
    await playerPage.getByRole("link", { name: "Aprobaciones" }).click();
    const question = playerPage.getByTestId("player-question");
    await expect(question.getByText(`Patrocinio con ${brandName}`)).toBeVisible();
    await expect(question.getByText("250.000€")).toBeVisible();
    await expectNoSeriousViolation(playerPage);
    await question.getByLabel("Comentario (opcional)").fill("Me encaja");
    await question.getByRole("button", { name: "Aprobar" }).click();
    await expect(playerPage.getByText("No tienes nada pendiente de aprobar.")).toBeVisible();
    await expect(playerPage.getByRole("region", { name: "Historial" }).getByText("«Me encaja»")).toBeVisible();
    await page.reload();
    await expect(page.getByText("Aprobado por el jugador: «Me encaja»")).toBeVisible();

    // An image to post: the player sees it and turns it down with a comment; the media lab's record says so.
    const generated = await page.request.post("/api/ai/campaign-image", {
      data: {
        prompt: "Mensaje: Agua para ganar",
        playerId: player.id,
        campaignType: "brand-ambassador",
        aspectRatio: "1:1",
        quality: "standard",
        style: "minimalist",
      },
    });
    const { image } = (await generated.json()) as { image: { id: string } };
    expect(
      (
        await page.request.post("/api/approvals", { data: { recordType: "campaign_image", recordId: image.id } })
      ).status(),
    ).toBe(201);
    await playerPage.getByRole("link", { name: "Inicio" }).click();
    await expect(playerPage.getByText("Tienes 1 cosa por aprobar")).toBeVisible();
    await playerPage.getByRole("link", { name: "Revisar y responder" }).click();
    const imageQuestion = playerPage.getByTestId("player-question");
    await expect(imageQuestion.getByRole("img", { name: "La imagen que se publicaría" })).toBeVisible();
    await imageQuestion.getByLabel("Comentario (opcional)").fill("Prefiero otra foto");
    await imageQuestion.getByRole("button", { name: "Rechazar" }).click();
    await expect(playerPage.getByRole("region", { name: "Historial" }).getByText("«Prefiero otra foto»")).toBeVisible();
    const images = (await (await page.request.get(`/api/campaign-images?playerId=${player.id}`)).json()) as {
      items: { id: string; playerApproval: { status: string; comment: string } | null }[];
    };
    expect(images.items.find((item) => item.id === image.id)?.playerApproval).toMatchObject({
      status: "rejected",
      comment: "Prefiero otra foto",
    });

    // The rest of their app: their events, deals, images and the assistant about their own data.
    await playerPage.getByRole("link", { name: "Patrocinios" }).click();
    await expect(playerPage.getByRole("heading", { name: "Patrocinios" })).toBeVisible();
    await expect(playerPage.getByText("Aprobado por ti")).toBeVisible();
    await expectNoSeriousViolation(playerPage);
    await playerPage.getByRole("link", { name: "Imágenes" }).click();
    await expect(playerPage.getByText("Rechazado por ti")).toBeVisible();
    await expectNoSeriousViolation(playerPage);
    await playerPage.getByRole("link", { name: "Asistente" }).click();
    await expect(playerPage.getByText("Modo Jugador")).toBeVisible();
    await playerPage.getByRole("textbox").fill("¿Cuál es mi próximo evento?");
    await playerPage.keyboard.press("Enter");
    await expect(playerPage.getByText(/Sesión de fotos con Aqualis/)).toBeVisible();
    await expectNoSeriousViolation(playerPage);
    await playerPage.getByRole("link", { name: "Agenda" }).click();
    await expect(
      playerPage.getByRole("region", { name: "Próximos eventos" }).getByText("Sesión de fotos con Aqualis"),
    ).toBeVisible();
    await expectNoSeriousViolation(playerPage);

    // Installable: a valid manifest, a service worker looking after the page; and it opens offline.
    const manifest = (await (await playerPage.request.get("/manifest.webmanifest")).json()) as {
      name: string;
      start_url: string;
      display: string;
      icons: { sizes: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({ name: "Palco · Elite Management", start_url: "/app", display: "standalone" });
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));
    expect(manifest.icons.some((icon) => icon.purpose === "maskable")).toBe(true);
    await expect
      .poll(() => playerPage.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
      .toContain("/sw.js");
    await playerPage.reload();
    await expect(playerPage.getByText("Sesión de fotos con Aqualis")).toBeVisible();
    await phone.setOffline(true);
    await playerPage.reload();
    await expect(playerPage.getByText("Sin conexión. Ves lo último que se cargó en este móvil.")).toBeVisible();
    await expect(
      playerPage.getByRole("region", { name: "Próximos eventos" }).getByText("Sesión de fotos con Aqualis"),
    ).toBeVisible();
    await phone.setOffline(false);

    await page.goto(`/players/${player.id}/summary`);
    await page.getByRole("button", { name: "Acceso del jugador" }).click();
    await expect(page.getByTestId("player-access-status")).toContainText("Tiene acceso a su app");
    await page.getByRole("button", { name: "Quitar acceso" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Quitar acceso" }).click();
    await expect(page.getByText("Acceso quitado")).toBeVisible();

    await playerPage.reload();
    await expect(playerPage).toHaveURL(/\/login/);
  } finally {
    await phone.close();
  }
});
