import { eq } from "drizzle-orm";

import { SIGNATURE_CODE_MINUTES } from "../../../shared/domain/signatures";
import { user } from "../../auth/table";
import type { Database } from "../../db/client";
import { composeMail, type Mailer } from "../../mail/mailer";
import { pushToDevices } from "../../push/deliver";
import type { Pusher } from "../../push/pusher";
import { logError } from "../../safe-log";
import { linkTokenFor, type RequestRow, type SignerRow } from "./queries";

/** How a signer is told: email when configured, and the phone of a signer with an account. */
export type SignatureChannels = {
  db: Database;
  mailer: Mailer;
  pusher: Pusher | null;
  publicUrl: string;
  secret: string;
};

/** Where the signer signs: the player's app, the console, or their one-time link. */
export async function signingUrl(channels: SignatureChannels, signer: SignerRow, requestId: string) {
  const base = channels.publicUrl.replace(/\/$/, "");
  if (!signer.userId) return `${base}/firmar#${linkTokenFor(signer.id, channels.secret)}`;
  const [account] = await channels.db.select({ role: user.role }).from(user).where(eq(user.id, signer.userId));
  return account?.role === "player" ? `${base}/app/firmas/${requestId}` : `${base}/firmas/${requestId}`;
}

async function accountOf(db: Database, userId: string | null) {
  if (!userId) return undefined;
  const [account] = await db.select({ id: user.id, email: user.email }).from(user).where(eq(user.id, userId));
  return account;
}

/** Sends the messages by every channel the signer has; answers which ones reached them. */
async function deliver(
  channels: SignatureChannels,
  signer: SignerRow,
  mail: { subject: string; paragraphs: string[]; link?: { label: string; url: string } },
  push: { title: string; body: string; url: string; tag: string },
): Promise<("email" | "push")[]> {
  const reached: ("email" | "push")[] = [];
  if (signer.email && channels.mailer.configured) {
    try {
      await channels.mailer.send(composeMail(signer.email, mail.subject, mail.paragraphs, mail.link));
      reached.push("email");
    } catch (error) {
      logError("No se pudo enviar el correo de firma:", error);
    }
  }
  const account = await accountOf(channels.db, signer.userId);
  if (account && channels.pusher) {
    const result = await pushToDevices(channels.db, channels.pusher, account, [push]);
    if (result.sent > 0) reached.push("push");
  }
  return reached;
}

/** Tells the signer in turn that a document waits for their signature. Best effort: the app lists it anyway. */
export async function tellSignerInTurn(channels: SignatureChannels, request: RequestRow, signer: SignerRow) {
  const url = await signingUrl(channels, signer, request.id);
  await deliver(
    channels,
    signer,
    {
      subject: `Palco: tienes un documento para firmar`,
      paragraphs: [
        `Hola, ${signer.name}:`,
        `Te toca firmar «${request.title}». Léelo entero antes de firmar; te enviaremos un código para confirmarlo.`,
      ],
      link: { label: "Leer y firmar", url },
    },
    { title: "Documento para firmar", body: request.title, url, tag: `signature-${request.id}` },
  ).catch((error: unknown) => logError("No se pudo avisar al firmante:", error));
}

/** The signer's code, by every channel they have; none reached is the caller's refusal to answer. */
export function sendCode(channels: SignatureChannels, request: RequestRow, signer: SignerRow, code: string) {
  return deliver(
    channels,
    signer,
    {
      subject: `Palco: tu código para firmar es ${code}`,
      paragraphs: [
        `Tu código para firmar «${request.title}» es ${code}.`,
        `Caduca en ${SIGNATURE_CODE_MINUTES} minutos. Si no lo has pedido tú, ignora este correo.`,
      ],
    },
    {
      title: `Código de firma: ${code}`,
      body: `Para firmar «${request.title}». Caduca en ${SIGNATURE_CODE_MINUTES} minutos.`,
      url: "/app",
      tag: `signature-code-${request.id}`,
    },
  );
}
