import { request as plainRequest } from "node:http";
import { request } from "node:https";
import { eq, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";

import type { Database } from "../../db/client";
import type { DbExecutor } from "../../db/lib/executor";
import { openCertificate, type ClientCertificate } from "./certificate";
import { parseRegistrationAnswer, registrationMessage, type LineAnswer } from "./soap";
import { verifactuRecords, verifactuSettings, verifactuSubmissions } from "./table";

/** The most records one message may carry. */
export const MAX_RECORDS_PER_MESSAGE = 1000;
/** What the AEAT asks between messages until its first answer says otherwise, and after a failed attempt. */
export const DEFAULT_WAIT_SECONDS = 60;
const TIMEOUT_MS = 30_000;

export type SenderOptions = {
  url: string;
  secret: string;
  /** Authorities to trust besides the system's: only a test's own CA. */
  ca?: string;
};

export type SendOutcome = "off" | "busy" | "no-certificate" | "nothing" | "waiting" | "sent" | "outage" | "fault";

/** POSTs the message with the taxpayer's certificate; the answer's body, or a throw when the AEAT is not there. */
function post(url: string, body: string, certificate: ClientCertificate, ca: string | undefined): Promise<string> {
  const target = new URL(url);
  const send = target.protocol === "https:" ? request : plainRequest;
  return new Promise((resolve, reject) => {
    const outgoing = send(
      target,
      {
        method: "POST",
        headers: { "Content-Type": "text/xml; charset=utf-8", SOAPAction: '""' },
        pfx: certificate.pfx,
        passphrase: certificate.passphrase,
        ...(ca ? { ca } : {}),
        timeout: TIMEOUT_MS,
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
        incoming.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          // A SOAP fault comes with a 500 and is an answer; any other failure status is the service not being there.
          if ((incoming.statusCode ?? 500) >= 500 && !text.includes("Fault"))
            reject(new Error(`la AEAT respondió ${incoming.statusCode}`));
          else resolve(text);
        });
        incoming.on("error", reject);
      },
    );
    outgoing.on("timeout", () => outgoing.destroy(new Error("la AEAT no respondió a tiempo")));
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

const STATE_OF: Record<LineAnswer["state"], "aceptado" | "aceptado_con_errores" | "rechazado"> = {
  Correcto: "aceptado",
  AceptadoConErrores: "aceptado_con_errores",
  Incorrecto: "rechazado",
};

/** Records the AEAT has not answered yet, oldest chain first, the first issuer's only (a message has one taxpayer). */
async function pendingBatch(db: DbExecutor) {
  const first = await db.execute<{ issuer_nif: string; pending: number }>(sql`
    select issuer_nif, count(*)::int as pending from verifactu_records r
    where not exists (select 1 from verifactu_submissions s where s.record_id = r.id)
    group by issuer_nif order by min(created_at) limit 1`);
  const head = first.rows[0];
  if (!head) return undefined;
  const records = await db
    .select()
    .from(verifactuRecords)
    .where(
      sql`${verifactuRecords.issuerNif} = ${head.issuer_nif} and not exists (select 1 from verifactu_submissions s where s.record_id = ${verifactuRecords.id})`,
    )
    .orderBy(verifactuRecords.position)
    .limit(MAX_RECORDS_PER_MESSAGE);
  const issuer = await db.execute<{ name: string }>(
    sql`select name from billing_issuers where nif = ${head.issuer_nif}`,
  );
  return { nif: head.issuer_nif, name: issuer.rows[0]?.name ?? head.issuer_nif, pending: head.pending, records };
}

const later = (now: Date, seconds: number) => new Date(now.getTime() + seconds * 1000);

/**
 * Sends the next message of pending records, once across every process: the run holds a transaction-scoped lock
 * (which a transaction pooler keeps), and a record counts as sent only when the AEAT's answer for it is written
 * in the same transaction. A crash before that leaves it pending; sent again, the AEAT calls it a duplicate and it
 * stands as accepted. An outage writes nothing but the error and the next attempt's time.
 */
export async function sendPendingRecords(db: Database, options: SenderOptions, now = new Date()): Promise<SendOutcome> {
  return db.transaction(async (tx) => {
    const locked = await tx.execute<{ locked: boolean }>(
      sql`select pg_try_advisory_xact_lock(hashtext('palco_verifactu_send')) as locked`,
    );
    if (!locked.rows[0]?.locked) return "busy";
    const [settings] = await tx.select().from(verifactuSettings).where(eq(verifactuSettings.id, 1));
    if (settings?.sending !== "verifactu") return "off";
    if (!settings.certificate) return "no-certificate";
    const batch = await pendingBatch(tx);
    if (!batch) return "nothing";
    if (settings.nextSendAfter && settings.nextSendAfter > now && batch.pending < MAX_RECORDS_PER_MESSAGE)
      return "waiting";
    const attempt = async (fields: PgUpdateSetSource<typeof verifactuSettings>) =>
      tx
        .update(verifactuSettings)
        .set({ lastAttemptAt: now, ...fields })
        .where(eq(verifactuSettings.id, 1));
    let answerXml: string;
    try {
      const certificate = openCertificate(settings.certificate, options.secret);
      answerXml = await post(
        options.url,
        registrationMessage(
          batch,
          batch.records.map((record) => record.xml),
        ),
        certificate,
        options.ca,
      );
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await attempt({
        lastError: `No se pudo enviar a la AEAT (${reason}): se reintentará`,
        nextSendAfter: later(now, DEFAULT_WAIT_SECONDS),
      });
      return "outage";
    }
    const answer = parseRegistrationAnswer(answerXml);
    if (answer.kind === "fault") {
      await attempt({
        lastError: `La AEAT rechazó el envío entero: ${answer.message}`,
        nextSendAfter: later(now, DEFAULT_WAIT_SECONDS),
      });
      return "fault";
    }
    const answered = batch.records.flatMap((record) => {
      const line = answer.lines.find(
        (candidate) =>
          candidate.invoiceNumber === record.invoiceNumber &&
          candidate.operation === (record.kind === "alta" ? "Alta" : "Anulacion"),
      );
      if (!line) return [];
      return [
        {
          recordId: record.id,
          state: line.duplicate ? ("aceptado" as const) : STATE_OF[line.state],
          code: line.code,
          message: line.message,
          receipt: answer.receipt,
          answeredAt: now,
        },
      ];
    });
    if (answered.length > 0) await tx.insert(verifactuSubmissions).values(answered);
    await attempt({
      lastError: null,
      nextSendAfter: later(now, answer.waitSeconds),
      sentMessages: sql`${verifactuSettings.sentMessages} + 1`,
    });
    return "sent";
  });
}
