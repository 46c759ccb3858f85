import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startSmtpCatcher } from "../test/smtp-catcher";
import { createMailer } from "./mailer";

let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
});
afterAll(() => smtp.close());

describe("the sender of Palco's email", () => {
  it("is Palco with the address when PALCO_MAIL_FROM is an address alone", async () => {
    await createMailer({ smtpUrl: smtp.url, from: "avisos@agencia.com" }).send({
      to: "agente@agencia.com",
      subject: "Prueba",
      text: "Hola",
      html: "<p>Hola</p>",
    });
    expect(smtp.received.at(-1)!.from?.text).toBe('"Palco" <avisos@agencia.com>');
  });

  it("keeps the display name PALCO_MAIL_FROM gives", async () => {
    await createMailer({ smtpUrl: smtp.url, from: "Agencia Elite <avisos@agencia.com>" }).send({
      to: "agente@agencia.com",
      subject: "Prueba",
      text: "Hola",
      html: "<p>Hola</p>",
    });
    expect(smtp.received.at(-1)!.from?.text).toBe('"Agencia Elite" <avisos@agencia.com>');
  });
});
