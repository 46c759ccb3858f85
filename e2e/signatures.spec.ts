import { createHash } from "node:crypto";

import { signatureCodeTo } from "../src/server/test/signature-codes";
import { startSmtpCatcher } from "../src/server/test/smtp-catcher";
import { expectNoSeriousViolation } from "./fixtures/axe";
import { startOwnServer } from "./fixtures/own-server";
import { expect, test } from "./fixtures/test";

const AGENT = { email: "firma@palco.test", password: "firma-con-palco-2026", name: "Lucía Firma" };

test("a player signs his mandate on a phone, the agent signs and downloads it, and /verificar checks it", async ({
  browser,
}) => {
  // Two people, a mail server and three documents: longer than a screen's check.
  test.setTimeout(150_000);
  const smtp = await startSmtpCatcher();
  const server = await startOwnServer(8, {
    PALCO_SMTP_URL: smtp.url,
    PALCO_MAIL_FROM: "firmas@palco.test",
    PALCO_SAMPLE_DATA: "false",
    PALCO_ADMIN_EMAIL: AGENT.email,
    PALCO_ADMIN_PASSWORD: AGENT.password,
    PALCO_ADMIN_NAME: AGENT.name,
  });
  const codeMailedTo = async (email: string) => {
    await expect.poll(() => signatureCodeTo(smtp.received, email)).toBeDefined();
    return signatureCodeTo(smtp.received, email)!;
  };
  try {
    const desk = await browser.newContext({ baseURL: server.baseURL, storageState: { cookies: [], origins: [] } });
    const page = await desk.newPage();
    await page.goto("/login");
    await page.getByLabel("Email").fill(AGENT.email);
    await page.getByLabel("Contraseña").fill(AGENT.password);
    await page.getByRole("button", { name: "Iniciar sesión" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    // The agent's licence, which a mandate needs.
    const profile = await page.request.put("/api/me/profile", {
      data: { name: AGENT.name, email: AGENT.email, phone: "", licenceNumber: "202301-5555" },
    });
    expect(profile.status()).toBe(200);
    const created = await page.request.post("/api/players", {
      data: {
        name: "Hugo Firmante",
        position: "Delantero",
        nationality: "España",
        team: "CD Firma",
        birthDate: "1999-05-04",
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const player = (await created.json()) as { id: string };
    const today = new Date().toISOString().slice(0, 10);
    const mandate = await page.request.post("/api/mandates", {
      data: {
        playerId: player.id,
        startDate: today,
        endDate: `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`,
        commissionPercent: 8,
        legalAdviceConfirmed: true,
      },
    });
    expect(mandate.status(), await mandate.text()).toBe(201);
    const access = (await (await page.request.post(`/api/players/${player.id}/access`)).json()) as { url: string };

    // The agent prepares the mandate to sign, reads it, sends it.
    await page.goto(`/players/${player.id}/mandate`);
    await page.getByRole("button", { name: "Firmar digitalmente" }).click();
    await page.getByRole("button", { name: "Revisar y enviar a firmar" }).click();
    const review = page.getByRole("dialog", { name: "Revisa el documento antes de enviarlo" });
    await expect(review.getByRole("list", { name: "Firmantes" })).toContainText("1. Hugo Firmante · Jugador");
    await expect(review.getByRole("list", { name: "Firmantes" })).toContainText(`2. ${AGENT.name} · Agente`);
    await review.getByRole("button", { name: "Enviar a firmar" }).click();
    await expect(page.getByText("Enviado a firmar")).toBeVisible();
    await expect(page.getByText("Pendiente de firma")).toBeVisible();
    await expectNoSeriousViolation(page);

    // The player, on his phone: sets his password, finds the document on Inicio, reads it and signs.
    const phone = await browser.newContext({
      baseURL: server.baseURL,
      viewport: { width: 390, height: 844 },
      storageState: { cookies: [], origins: [] },
    });
    const mobile = await phone.newPage();
    await mobile.goto(new URL(access.url).pathname + new URL(access.url).hash);
    await mobile.getByLabel("Contraseña", { exact: true }).fill("contraseña-de-hugo");
    await mobile.getByLabel("Repite la contraseña").fill("contraseña-de-hugo");
    await mobile.getByRole("button", { name: "Entrar en mi app" }).click();
    const waiting = mobile.getByRole("region", { name: "Documentos para firmar" });
    await waiting.getByRole("link", { name: /Leer y firmar: Contrato de representación · Hugo Firmante/ }).click();
    await expect(mobile.getByRole("heading", { name: "Contrato de representación · Hugo Firmante" })).toBeVisible();
    await mobile.getByRole("button", { name: "Abrir el documento" }).click();
    await expect(mobile.getByText(/SHA-256 del documento abierto: [0-9a-f]{64}/)).toBeVisible();
    await mobile.getByLabel("He leído el documento completo").check();
    await mobile.getByLabel("Tu nombre completo").fill("Hugo Firmante");
    await mobile.getByLabel("Dibujar mi firma").check();
    const pad = mobile.getByRole("img", { name: "Recuadro para dibujar tu firma" });
    const box = (await pad.boundingBox())!;
    await mobile.mouse.move(box.x + 30, box.y + 80);
    await mobile.mouse.down();
    await mobile.mouse.move(box.x + 120, box.y + 40, { steps: 5 });
    await mobile.mouse.move(box.x + 220, box.y + 100, { steps: 5 });
    await mobile.mouse.up();
    await expect(mobile.getByText("Firma dibujada")).toBeVisible();
    await mobile.getByRole("button", { name: "Enviarme el código" }).click();
    await expect(mobile.getByText("Código enviado")).toBeVisible();
    const playerEmail = JSON.stringify(smtp.received.at(-1)?.to);
    await mobile.getByLabel("Código de 6 cifras").fill("123");
    await expect(mobile.getByRole("button", { name: "Firmar el documento" })).toBeDisabled();
    const playerCode = await codeMailedTo(playerEmail.match(/[\w.+-]+@[\w.-]+/)![0]);
    await mobile.getByLabel("Código de 6 cifras").fill(playerCode);
    await expectNoSeriousViolation(mobile);
    await mobile.getByRole("button", { name: "Firmar el documento" }).click();
    await expect(mobile.getByText("Avisamos al siguiente firmante")).toBeVisible();
    await expect(mobile.getByText(/Firmaste el \d/)).toBeVisible();

    // The agent's turn, in the console.
    await page.reload();
    await page.getByRole("link", { name: "Ver la firma" }).click();
    await expect(page.getByRole("list", { name: "Firmantes" })).toContainText("Firmó el");
    await page.getByRole("button", { name: "Abrir el documento" }).click();
    await page.getByLabel("He leído el documento completo").check();
    await page.getByLabel("Tu nombre completo").fill(AGENT.name);
    await page.getByRole("button", { name: "Enviarme el código" }).click();
    await page.getByLabel("Código de 6 cifras").fill(await codeMailedTo(AGENT.email));
    await page.getByRole("button", { name: "Firmar el documento" }).click();
    await expect(page.getByText("Todas las firmas están dadas")).toBeVisible();
    await expect(page.getByText("Firmado", { exact: true })).toBeVisible();
    await expectNoSeriousViolation(page);

    // The final PDF, downloaded, is what /verificar recognises; a changed copy is not.
    const signatureId = new URL(page.url()).pathname.split("/").pop()!;
    const pdf = await (await page.request.get(`/api/signatures/${signatureId}/pdf`)).body();
    const anyone = await browser.newContext({ baseURL: server.baseURL, storageState: { cookies: [], origins: [] } });
    const visitor = await anyone.newPage();
    await visitor.goto("/verificar");
    await expect(visitor.getByRole("heading", { name: "Comprobar un documento" })).toBeVisible();
    await visitor
      .getByLabel("PDF que quieres comprobar")
      .setInputFiles({ name: "mandato.pdf", mimeType: "application/pdf", buffer: pdf });
    const result = visitor.getByRole("status");
    await expect(result).toContainText("Palco emitió este documento firmado");
    await expect(result).toContainText("Jugador: Hugo Firmante · firmó el");
    await expect(result).toContainText(`SHA-256: ${createHash("sha256").update(pdf).digest("hex")}`);
    await expectNoSeriousViolation(visitor);
    const changed = Buffer.from(pdf);
    changed[changed.length - 30] = (changed[changed.length - 30] ?? 0) ^ 1;
    await visitor
      .getByLabel("PDF que quieres comprobar")
      .setInputFiles({ name: "mandato-cambiado.pdf", mimeType: "application/pdf", buffer: changed });
    await expect(visitor.getByRole("status")).toContainText("Palco no emitió ningún documento con esa huella");

    // The mandate is signed from today, on its card.
    await page.goto(`/players/${player.id}/mandate`);
    await expect(page.getByText(/Firmado en Palco el/)).toBeVisible();
    await Promise.all([desk.close(), phone.close(), anyone.close()]);
  } finally {
    await server.stop();
    await smtp.close();
  }
});
