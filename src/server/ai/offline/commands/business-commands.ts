import { sql } from "drizzle-orm";

import { shiftDays } from "../../../../shared/domain/calendar-day";
import type { ContactChannel } from "../../../../shared/domain/contacts";
import type { DbExecutor } from "../../../db/lib/executor";
import type { ProposalSigner } from "../../actions/proposals";
import { findClubsInText, findContactsInText } from "../../catalogue/named-records";
import { formatDay, formatEuros } from "../answers/spanish-format";
import { findMentionedBrands, findMentionedPlayers } from "../understanding/names";
import { hasStem, mentions, normalizeQuestion } from "../understanding/normalize";
import { dayIn, proposeOrSay, type CommandReply } from "./action-commands";

const CHANNELS: readonly [ContactChannel, readonly string[]][] = [
  ["reunión", ["reunion", "reunido", "reuni", "comido", "cenado", "visto con", "cafe"]],
  ["email", ["email", "correo", "mail", "escrito"]],
  ["WhatsApp", ["whatsapp", "mensaje", "wasap"]],
  ["llamada", ["llamad", "llame", "telefon", "hablado", "hable"]],
];

const channelIn = (normalized: string): ContactChannel =>
  CHANNELS.find(([, words]) => hasStem(normalized, ...words))?.[0] ?? "llamada";

// Where the next step starts, in the agent's words.
const NEXT = /\b(?:pr[oó]ximo paso|siguiente paso|queda(?:mos)? en|hay que|tengo que|toca)\s*:?\s*/i;

/** The summary and next step of a logged contact: what follows ":" (or the whole message), split at the next step. */
function contactParts(original: string) {
  const afterColon = original.includes(":") ? original.slice(original.indexOf(":") + 1) : original;
  const [summaryPart, nextPart] = afterColon.split(NEXT);
  const clean = (text: string | undefined) =>
    text
      ?.replace(/\s+/g, " ")
      .replace(/^[\s,;.]+|[\s,;.]+$/g, "")
      .trim();
  const summary = clean(summaryPart);
  return { summary: summary ? summary.charAt(0).toUpperCase() + summary.slice(1) : "", next: clean(nextPart) };
}

/** "He llamado a Oliver Hastings: aceptan cinco años; próximo paso enviar la propuesta el lunes". */
async function proposeContactLog(
  db: DbExecutor,
  normalized: string,
  original: string,
  today: string,
  sign: ProposalSigner,
) {
  const [person] = await findContactsInText(db, normalized);
  const [club] = await findClubsInText(db, normalized);
  const [brand] = await findMentionedBrands(db, normalized);
  const mention = await findMentionedPlayers(db, normalized);
  const player = mention.kind === "one" ? mention.player : undefined;
  if (!person && !club && !brand && !player)
    return "¿Con quién hablaste? Dime la persona, el club, la marca o el jugador, por ejemplo: «he llamado a Oliver Hastings: aceptan cinco años».";
  const { summary, next } = contactParts(original);
  if (summary.length < 3)
    return "¿Qué se habló? Escríbelo tras dos puntos, por ejemplo: «he llamado al Northbridge: aceptan cinco años».";
  const nextOn = next ? dayIn(normalizeQuestion(next), next, today) : null;
  if (next && !nextOn)
    return `¿Para qué día es el próximo paso «${next}»? Por ejemplo «el lunes» o «el 12 de diciembre».`;
  const contactDay = mentions(normalized, "ayer") ? shiftDays(today, -1) : today;
  return proposeOrSay(
    db,
    "registrar_contacto",
    {
      fecha: contactDay,
      canal: channelIn(normalized),
      resumen: summary.slice(0, 1000),
      ...(person ? { personaId: person.id } : {}),
      ...(club ? { clubId: club.id } : {}),
      ...(brand && !club ? { marcaId: brand.id } : {}),
      ...(player ? { jugadorId: player.id } : {}),
      ...(next && nextOn
        ? { proximoPaso: next.replace(/\s*\b(?:el|para el) \S+$/i, "").slice(0, 300), proximoPasoEl: nextOn }
        : {}),
    },
    sign,
  );
}

type Billable = { id: string; payer: string; amount: string; due: string; player: string };

/** The instalments not yet on any invoice (issued or draft) of the player, brand or club named, due first. */
async function billable(db: DbExecutor, normalized: string): Promise<{ rows: Billable[]; named: boolean }> {
  const mention = await findMentionedPlayers(db, normalized);
  const [brand] = await findMentionedBrands(db, normalized);
  const [club] = await findClubsInText(db, normalized);
  const { rows } = await db.execute<Billable>(sql`
    select c.id, coalesce(b.name, cl.name, p.name) as payer, c.amount::text as amount, c.due_date::text as due, p.name as player
    from commissions c join players p on p.id = c.player_id
      left join deals d on d.id = c.deal_id left join brands b on b.id = d.brand_id
      left join operations o on o.id = c.operation_id left join clubs cl on cl.id = o.club_id
    where c.archived_at is null
      and not exists (select 1 from invoice_lines l where l.commission_id = c.id)
      and not exists (select 1 from invoiced_commissions ic where ic.commission_id = c.id)
      and ${mention.kind === "one" ? sql`c.player_id = ${mention.player.id}` : sql`true`}
      and ${brand ? sql`d.brand_id = ${brand.id}` : sql`true`}
      and ${club ? sql`o.club_id = ${club.id}` : sql`true`}
    order by c.due_date, c.id limit 20`);
  return { rows, named: mention.kind === "one" || !!brand || !!club };
}

const TAX_ID = /\b([A-Za-z]\d{7}[A-Za-z0-9]|\d{8}[A-Za-z]|[XYZxyz]\d{7}[A-Za-z])\b/;

/** "prepara la factura del plazo de Zenit", "factura la comisión de Álvaro con Zenit (NIF B12345678)". */
async function proposeInvoiceDraft(
  db: DbExecutor,
  normalized: string,
  original: string,
  today: string,
  sign: ProposalSigner,
) {
  const { rows, named } = await billable(db, normalized);
  if (rows.length === 0)
    return "No encuentro comisiones sin facturar de eso: las que ya están en una factura o un borrador no se repiten.";
  const due = rows.filter((row) => row.due <= today);
  const first = (due.length ? due : rows)[0]!;
  const ofPayer = (due.length ? due : rows.slice(0, 1)).filter((row) => row.payer === first.payer);
  const payers = new Set(rows.map((row) => row.payer));
  if (!named && payers.size > 1)
    return [
      "¿De qué pagador es la factura? Dime la marca, el club o el jugador. Sin facturar:",
      ...rows
        .slice(0, 5)
        .map(
          (row) =>
            `- **${row.payer}** · ${row.player} · ${formatEuros(Number(row.amount))}, vence el ${formatDay(row.due)}`,
        ),
    ].join("\n");
  const taxId = TAX_ID.exec(original);
  const nif = taxId?.[1]?.toUpperCase();
  // The address follows the tax id: «NIF A58818501, Calle Mayor 1, 28013 Madrid».
  const address = taxId
    ? original
        .slice(taxId.index + taxId[0].length)
        .replace(/^[\s,;:.]*(?:direcci[oó]n(?: fiscal)?:?\s*)?/i, "")
        .trim()
    : "";
  return proposeOrSay(
    db,
    "crear_borrador_factura",
    {
      comisionIds: ofPayer.map((row) => row.id),
      ...(nif ? { nif } : {}),
      ...(address.length >= 6 ? { direccion: address } : {}),
    },
    sign,
  );
}

const CONTACT =
  /^(he llamado|llame|hable|he hablado|acabo de hablar|acabo de llamar|me he reunido|me reuni|he tenido una reunion|(apunta|anota|registra|guarda)( que)? (una |la )?(llamada|reunion|email|whatsapp|hable|he hablado|he llamado|contacto|seguimiento))\b/;
const INVOICE =
  /^(prepara|preparame|haz|hazme|crea|creame|genera|saca|monta|emite)\b.*\bfacturas?\b|^factura (el|la|los|las)\b/;

/** A contact logged or an invoice drafted, in the agent's words; null when the message is neither. */
export async function answerBusinessCommand(
  db: DbExecutor,
  normalized: string,
  original: string,
  today: string,
  sign: ProposalSigner,
): Promise<CommandReply> {
  if (CONTACT.test(normalized)) return proposeContactLog(db, normalized, original, today, sign);
  // "crea una tarea: enviar las facturas" is a task about invoices, not an invoice.
  if (INVOICE.test(normalized) && !/\b(tarea|recuerdame|recordatorio|evento)\b/.test(normalized))
    return proposeInvoiceDraft(db, normalized, original, today, sign);
  return null;
}
