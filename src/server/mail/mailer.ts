import nodemailer from "nodemailer";

export type MailAttachment = { filename: string; content: Buffer; contentType: string };
export type MailMessage = { to: string; subject: string; text: string; html: string; attachments?: MailAttachment[] };

/** Sends Palco's emails through the configured SMTP server; `configured` false when there is none. */
export type Mailer = {
  configured: boolean;
  /** The sender, for Configuración to show. */
  from: string | null;
  send: (message: MailMessage) => Promise<void>;
};

export const NO_MAIL: Mailer = {
  configured: false,
  from: null,
  send: () => Promise.reject(new Error("El correo no está configurado (PALCO_SMTP_URL)")),
};

/** The From header: the configured sender as written when it names itself, else "Palco <address>". */
export const senderOf = (from: string) => (from.includes("<") ? from : `Palco <${from}>`);

export function createMailer(settings: { smtpUrl: string; from: string } | undefined): Mailer {
  if (!settings) return NO_MAIL;
  const transport = nodemailer.createTransport(settings.smtpUrl);
  return {
    configured: true,
    from: settings.from,
    send: async (message) => {
      await transport.sendMail({ from: senderOf(settings.from), ...message });
    },
  };
}

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!);

/** One email in both forms: paragraphs and an optional button-like link, in plain text and in simple HTML. */
export function composeMail(to: string, subject: string, paragraphs: string[], link?: { label: string; url: string }) {
  const text = [...paragraphs, ...(link ? [`${link.label}: ${link.url}`] : [])].join("\n\n");
  const html = [
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    ...(link ? [`<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`] : []),
  ].join("\n");
  return { to, subject, text, html };
}
