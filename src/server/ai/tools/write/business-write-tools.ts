// Writes of the agency's business the assistant proposes and the agent confirms: a contact logged with its next
// step, and an invoice draft of instalments. Through the API's schemas, rules and history.
import { desc, eq, sql } from "drizzle-orm";
import { z } from "zod";

import { CONTACT_CHANNELS } from "../../../../shared/domain/contacts";
import { createContactLogSchema } from "../../../../shared/schemas/contact-log";
import { createInvoiceSchema, type CreateInvoiceInput } from "../../../../shared/schemas/invoice";
import type { DbExecutor } from "../../../db/lib/executor";
import { invalidInput, parseOrThrow } from "../../../domain-errors";
import { createRecorded } from "../../../history/recorded-writes";
import { listIssuers } from "../../../modules/billing-issuers";
import { CONTACT_LOG_HISTORY, createContactLogEntry } from "../../../modules/contacts";
import { billedInstalments, createDraft, INVOICE_HISTORY } from "../../../modules/invoices";
import { invoices } from "../../../modules/invoices/table";
import { day, defineWriteTool } from "./write-tool";

export const logContactTool = defineWriteTool({
  name: "registrar_contacto",
  description:
    "Anota un contacto en el seguimiento (llamada, reunión, email o WhatsApp) con una persona, club, marca, jugador u operación: lo que se habló y, si lo hay, el próximo paso con su fecha.",
  input: z.object({
    fecha: day,
    canal: z.enum(CONTACT_CHANNELS),
    resumen: z.string().describe("Lo que se habló"),
    personaId: z.uuid().optional(),
    clubId: z.uuid().optional(),
    marcaId: z.uuid().optional(),
    jugadorId: z.uuid().optional(),
    operacionId: z.uuid().optional(),
    proximoPaso: z.string().optional(),
    proximoPasoEl: day.optional().describe("Fecha del próximo paso, obligatoria si hay próximo paso"),
  }),
  run: async (db, input, actor) => {
    const values = parseOrThrow(createContactLogSchema, {
      date: input.fecha,
      channel: input.canal,
      summary: input.resumen,
      contactId: input.personaId,
      clubId: input.clubId,
      brandId: input.marcaId,
      playerId: input.jugadorId,
      operationId: input.operacionId,
      nextStep: input.proximoPaso,
      nextStepOn: input.proximoPasoEl,
    });
    const entry = await db.transaction((tx) =>
      createRecorded(tx, CONTACT_LOG_HISTORY, actor, () => createContactLogEntry(tx, values)),
    );
    const path = input.operacionId
      ? `/operations/${input.operacionId}`
      : input.clubId
        ? `/clubs/${input.clubId}`
        : "/clubs";
    return { result: entry, path };
  },
});

/** Who an earlier invoice to the same payer was made out to: its tax identity, to bill the payer again. */
async function knownRecipient(db: DbExecutor, recordId: string | null) {
  if (!recordId) return undefined;
  const [row] = await db
    .select({
      name: invoices.recipientName,
      nif: invoices.recipientNif,
      foreignId: invoices.recipientForeignId,
      idType: invoices.recipientIdType,
      country: invoices.recipientCountry,
      address: invoices.recipientAddress,
      email: invoices.recipientEmail,
    })
    .from(invoices)
    .where(eq(invoices.recipientRecordId, recordId))
    .orderBy(desc(invoices.createdAt))
    .limit(1);
  return row;
}

export const INVOICE_DRAFT_MESSAGES = {
  noIssuer: "Antes de facturar, da de alta el emisor en Facturación (razón social, NIF y serie).",
  identity: (payer: string) =>
    `¿Cuál es el NIF y la dirección fiscal de ${payer}? Es la primera factura que le haces; por ejemplo: «NIF A58818501, Calle Mayor 1, 28013 Madrid» (si es extranjero, su identificador fiscal y su país).`,
} as const;

/** The issuer, payer and identity a draft of these instalments would carry, or why it cannot be made yet. */
export async function invoiceDraftInput(
  db: DbExecutor,
  input: { comisionIds: string[]; nif?: string; idExtranjero?: string; pais?: string; direccion?: string },
): Promise<{ problem: string; payer?: string; draft?: undefined } | { payer: string; draft: CreateInvoiceInput }> {
  const [issuer] = await listIssuers(db);
  if (!issuer) return { problem: INVOICE_DRAFT_MESSAGES.noIssuer };
  const [first] = await billedInstalments(db, input.comisionIds);
  if (!first) return { problem: "No encuentro esas comisiones." };
  const payer = first.payer.name;
  const known = await knownRecipient(db, first.payer.id);
  const nif = input.nif ?? known?.nif ?? undefined;
  const foreignId = input.idExtranjero ?? known?.foreignId ?? undefined;
  const address = input.direccion ?? known?.address ?? "";
  if ((!nif && !foreignId) || !address.trim()) return { problem: INVOICE_DRAFT_MESSAGES.identity(payer), payer };
  // Checked as the invoice's own form checks it: what Confirmar would refuse is said now.
  const checked = createInvoiceSchema.safeParse({
    issuerId: issuer.id,
    commissionIds: input.comisionIds,
    recipient: {
      kind: first.payer.kind,
      recordId: first.payer.id,
      name: known?.name ?? payer,
      nif: nif ?? null,
      foreignId: nif ? null : (foreignId ?? null),
      idType: nif ? null : (known?.idType ?? null),
      country: input.pais ?? known?.country ?? "ES",
      address,
      email: known?.email ?? "",
    },
  });
  if (!checked.success) return { problem: checked.error.issues[0]?.message ?? "Faltan datos de la factura.", payer };
  return { payer, draft: checked.data };
}

export const invoiceDraftTool = defineWriteTool({
  name: "crear_borrador_factura",
  description:
    "Prepara el borrador de factura de una o varias comisiones de un mismo pagador (marca, club o jugador), con el emisor de la agencia. Sin NIF ni dirección, usa los de la última factura a ese pagador. No la emite: se revisa y emite en Facturación.",
  input: z.object({
    comisionIds: z.array(z.uuid()).min(1).max(50),
    nif: z.string().optional().describe("NIF del destinatario, si es la primera factura que recibe"),
    idExtranjero: z.string().optional(),
    pais: z.string().length(2).optional().describe("Código ISO del país del destinatario"),
    direccion: z.string().optional().describe("Dirección fiscal del destinatario, si es su primera factura"),
  }),
  run: async (db, input, actor) => {
    const prepared = await invoiceDraftInput(db, input);
    if (!prepared.draft) throw invalidInput(prepared.problem);
    const values = prepared.draft;
    const id = await db.transaction((tx) =>
      createRecorded(tx, INVOICE_HISTORY, actor, async () => {
        const draftId = await createDraft(tx, values);
        const [row] = await tx
          .execute<{ number: string | null }>(sql`select number from invoices where id = ${draftId}`)
          .then((r) => r.rows);
        return { id: draftId, number: row?.number ?? null, recipient: { name: values.recipient.name } };
      }),
    );
    return { result: { id: id.id }, path: `/facturas/${id.id}` };
  },
});
