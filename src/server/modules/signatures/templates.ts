import { sql } from "drizzle-orm";

import { ageOn } from "../../../shared/domain/age";
import { formatEuros } from "../../../shared/domain/euros";
import { formatInvoiceDate } from "../../../shared/domain/invoices";
import {
  SIGNATURE_TEMPLATE_LABELS,
  signingOrder,
  TEMPLATE_RECORD_TYPES,
  type SignatureRecordType,
  type SignatureTemplate,
  type SignerRole,
} from "../../../shared/domain/signatures";
import { SIGNATURE_MESSAGES } from "../../../shared/schemas/signature";
import type { DbExecutor } from "../../db/lib/executor";
import { invalidInput, recordNotFound } from "../../domain-errors";

export type FilledSigner = { role: SignerRole; name: string; email: string | null; userId: string | null };

/** A template filled from its record: what the PDF says and who signs it, in order. */
export type FilledDocument = {
  title: string;
  playerId: string;
  playerName: string;
  /** Who the agency is, as the document names it. */
  agency: string;
  clauses: { heading: string; text: string }[];
  signers: FilledSigner[];
};

type Party = { name: string; email: string | null; userId: string | null };

const day = (iso: string | null) => (iso ? formatInvoiceDate(iso) : "sin fecha");

/** The agency as its invoices name it (the first issuer), else plainly. */
async function agencyName(db: DbExecutor): Promise<string> {
  const { rows } = await db.execute<{ name: string; nif: string }>(
    sql`select name, nif from billing_issuers order by created_at limit 1`,
  );
  return rows[0] ? `${rows[0].name} (NIF ${rows[0].nif})` : "la agencia";
}

/** The player, and his own account in the app when he has one: he signs there, else from a link. */
async function playerParty(db: DbExecutor, playerId: string) {
  const { rows } = await db.execute<{
    name: string;
    birth_date: string | null;
    nationality: string;
    id_document_type: string | null;
    id_document_number: string | null;
    user_id: string | null;
    email: string | null;
  }>(sql`
    select p.name, p.birth_date::text, p.nationality, p.id_document_type, p.id_document_number, u.id as user_id, u.email
    from players p left join "user" u on u.player_id = p.id and u.deactivated_at is null
    where p.id = ${playerId}`);
  return rows[0];
}

async function memberParty(db: DbExecutor, userId: string | null) {
  if (!userId) return undefined;
  const { rows } = await db.execute<{ id: string; name: string; email: string; licence_number: string | null }>(
    sql`select id, name, email, licence_number from "user" where id = ${userId} and deactivated_at is null`,
  );
  return rows[0];
}

function identityLine(player: NonNullable<Awaited<ReturnType<typeof playerParty>>>) {
  const papers = [player.id_document_type, player.id_document_number].filter(Boolean).join(" ");
  return [
    player.nationality ? `de nacionalidad ${player.nationality}` : "",
    player.birth_date ? `nacido el ${day(player.birth_date)}` : "",
    papers ? `con documento ${papers}` : "",
  ]
    .filter(Boolean)
    .join(", ");
}

async function fillMandate(db: DbExecutor, mandateId: string, guardianEmail: string | undefined) {
  const { rows } = await db.execute<{
    player_id: string;
    agent_id: string | null;
    start_date: string;
    end_date: string;
    exclusive: boolean;
    commission_percent: string;
    annual_remuneration: string | null;
    territory: string;
    guardian_name: string;
    guardian_consent_on: string | null;
  }>(sql`
    select player_id, agent_id, start_date::text, end_date::text, exclusive, commission_percent::text,
           annual_remuneration::text, territory, guardian_name, guardian_consent_on::text
    from mandates where id = ${mandateId}`);
  const mandate = rows[0];
  if (!mandate) throw recordNotFound(SIGNATURE_MESSAGES.recordNotFound);
  const [player, agent, agency] = await Promise.all([
    playerParty(db, mandate.player_id),
    memberParty(db, mandate.agent_id),
    agencyName(db),
  ]);
  if (!player) throw recordNotFound(SIGNATURE_MESSAGES.recordNotFound);
  if (!agent) throw invalidInput(SIGNATURE_MESSAGES.noAgent);
  const minor = player.birth_date !== null && ageOn(player.birth_date, mandate.start_date) < 18;
  if (minor && !mandate.guardian_name.trim()) throw invalidInput(SIGNATURE_MESSAGES.noGuardian);
  if (minor && !guardianEmail)
    throw invalidInput(SIGNATURE_MESSAGES.guardianEmail, { guardianEmail: SIGNATURE_MESSAGES.guardianEmail });
  const parties: Record<SignerRole, Party> = {
    jugador: { name: player.name, email: player.email, userId: player.user_id },
    tutor: { name: mandate.guardian_name.trim(), email: guardianEmail ?? null, userId: null },
    agente: { name: agent.name, email: agent.email, userId: agent.id },
  };
  const percent = new Intl.NumberFormat("es-ES", { maximumFractionDigits: 2 }).format(
    Number(mandate.commission_percent),
  );
  const remuneration = mandate.annual_remuneration
    ? ` sobre una remuneración bruta anual de ${formatEuros(Number(mandate.annual_remuneration))}`
    : "";
  const clauses = [
    {
      heading: "Partes",
      text:
        `De una parte, ${player.name}, ${identityLine(player) || "jugador profesional"} (el Jugador)` +
        (minor ? `, menor de edad, representado por su tutor legal ${mandate.guardian_name.trim()}` : "") +
        `. De otra, ${agency}, que actúa por medio de su agente ${agent.name}` +
        (agent.licence_number ? `, licencia FIFA ${agent.licence_number}` : "") +
        " (el Agente).",
    },
    {
      heading: "Objeto",
      text:
        `El Jugador encarga al Agente su representación ${mandate.exclusive ? "en exclusiva " : ""}para negociar ` +
        `sus contratos laborales y traspasos${mandate.territory ? ` en el territorio: ${mandate.territory}` : ""}, ` +
        "conforme al Reglamento FIFA de Agentes de Fútbol.",
    },
    {
      heading: "Duración",
      text: `Del ${day(mandate.start_date)} al ${day(mandate.end_date)}, sin renovación automática (máximo dos años).`,
    },
    {
      heading: "Remuneración",
      text: `El ${percent} %${remuneration}, dentro de los límites del Reglamento FIFA de Agentes de Fútbol (art. 15).`,
    },
    {
      heading: "Asesoramiento y registro",
      text:
        "El Jugador declara haber tenido la oportunidad de recibir asesoramiento legal independiente. " +
        "El Agente registrará este contrato en la plataforma de agentes de FIFA en los 14 días siguientes a su firma.",
    },
  ];
  return {
    playerId: mandate.player_id,
    playerName: player.name,
    agency,
    clauses,
    signers: signingOrder(minor).map((role) => ({ role, ...parties[role] })),
  };
}

async function fillDeal(db: DbExecutor, template: SignatureTemplate, dealId: string, actorId: string) {
  const { rows } = await db.execute<{
    player_id: string;
    brand: string;
    type: string;
    fee: string;
    start_date: string | null;
    renew_date: string | null;
    exclusive: boolean;
    deliverables: string[] | null;
  }>(sql`
    select d.player_id, b.name as brand, d.type, d.fee, d.start_date::text, d.renew_date::text, d.exclusive,
           d.deliverables
    from deals d join brands b on b.id = d.brand_id where d.id = ${dealId}`);
  const deal = rows[0];
  if (!deal) throw recordNotFound(SIGNATURE_MESSAGES.recordNotFound);
  const [player, agent, agency] = await Promise.all([
    playerParty(db, deal.player_id),
    memberParty(db, actorId),
    agencyName(db),
  ]);
  if (!player) throw recordNotFound(SIGNATURE_MESSAGES.recordNotFound);
  if (!agent) throw invalidInput(SIGNATURE_MESSAGES.noAgent);
  const period = deal.start_date
    ? `desde el ${day(deal.start_date)}${deal.renew_date ? ` hasta el ${day(deal.renew_date)}` : ""}`
    : "en las fechas que acuerden las partes";
  const clauses =
    template === "deal-memo"
      ? [
          {
            heading: "Partes",
            text: `${player.name} (el Jugador) y ${agency}, por medio de ${agent.name} (el Agente).`,
          },
          {
            heading: "Acuerdo",
            text:
              `El Jugador acepta el ${deal.type.toLowerCase()} con ${deal.brand} ${period}` +
              `${deal.fee ? `, por ${deal.fee}` : ""}${deal.exclusive ? ", en exclusiva en su categoría" : ""}.`,
          },
          {
            heading: "Entregables",
            text: deal.deliverables?.length
              ? deal.deliverables.join("; ") + "."
              : "Los que fije el contrato con la marca.",
          },
        ]
      : [
          {
            heading: "Autorización",
            text:
              `${player.name} autoriza a ${deal.brand}, a través de ${agency}, a usar su nombre, imagen y voz en la ` +
              `campaña del ${deal.type.toLowerCase()} ${period}, en los soportes que fije el contrato con la marca.`,
          },
          {
            heading: "Límites",
            text:
              "La autorización no cubre otros productos ni campañas, ni se cede a terceros. El Jugador puede revocarla " +
              "por escrito conforme a la Ley Orgánica 1/1982, indemnizando los daños que cause.",
          },
        ];
  const parties: Record<SignerRole, Party> = {
    jugador: { name: player.name, email: player.email, userId: player.user_id },
    tutor: { name: "", email: null, userId: null },
    agente: { name: agent.name, email: agent.email, userId: agent.id },
  };
  return {
    playerId: deal.player_id,
    playerName: player.name,
    agency,
    clauses,
    signers: signingOrder(false).map((role) => ({ role, ...parties[role] })),
  };
}

/** Fills the template from the record it is made for; the record must be the template's kind. */
export async function fillTemplate(
  db: DbExecutor,
  input: { template: SignatureTemplate; recordType: SignatureRecordType; recordId: string; guardianEmail?: string },
  actorId: string,
): Promise<FilledDocument> {
  if (TEMPLATE_RECORD_TYPES[input.template] !== input.recordType)
    throw invalidInput(SIGNATURE_MESSAGES.wrongRecord, { recordType: SIGNATURE_MESSAGES.wrongRecord });
  const filled =
    input.recordType === "mandate"
      ? await fillMandate(db, input.recordId, input.guardianEmail)
      : await fillDeal(db, input.template, input.recordId, actorId);
  return { ...filled, title: `${SIGNATURE_TEMPLATE_LABELS[input.template]} · ${filled.playerName}` };
}
