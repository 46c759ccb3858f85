// What each CSV export contains. Players, brands and deals use the import's headers, so an export re-imports.

import { COMMISSION_STATE_LABELS, commissionStateOf } from "../../shared/domain/commissions";
import { CHANNEL_LABELS } from "../../shared/domain/contacts";
import { IMPORT_FIELDS } from "../../shared/domain/csv-import";
import { formatCsvDate } from "../../shared/domain/csv-values";
import type { Brand } from "../../shared/schemas/brand";
import type { Club } from "../../shared/schemas/club";
import type { Commission } from "../../shared/schemas/commission";
import type { Contact } from "../../shared/schemas/contact";
import type { ContactLogEntry } from "../../shared/schemas/contact-log";
import type { Deal } from "../../shared/schemas/deal";
import type { PalcoDocument } from "../../shared/schemas/document";
import type { CalendarEvent } from "../../shared/schemas/event";
import type { NewsItem } from "../../shared/schemas/news";
import type { Operation } from "../../shared/schemas/operation";
import type { Player } from "../../shared/schemas/player";
import type { CsvColumn, CsvExport } from "./csv-export";

const header = (resource: keyof typeof IMPORT_FIELDS, field: string) =>
  IMPORT_FIELDS[resource].find((candidate) => candidate.field === field)?.header ?? field;

export const playersCsv: CsvExport<Player> = {
  fileName: "jugadores",
  columns: [
    { header: header("players", "name"), value: (player) => player.name },
    { header: header("players", "position"), value: (player) => player.position },
    { header: header("players", "nationality"), value: (player) => player.nationality },
    { header: header("players", "team"), value: (player) => player.team },
    { header: header("players", "birthDate"), value: (player) => formatCsvDate(player.birthDate) },
    { header: header("players", "instagramFollowers"), value: (player) => player.social.instagram },
    { header: header("players", "tiktokFollowers"), value: (player) => player.social.tiktok },
    { header: header("players", "xFollowers"), value: (player) => player.social.x },
    { header: header("players", "youtubeFollowers"), value: (player) => player.social.youtube },
    { header: header("players", "engagementRate"), value: (player) => player.social.engagementRate },
    { header: header("players", "sentiment"), value: (player) => player.sentiment },
    { header: header("players", "marketValue"), value: (player) => player.marketValue },
    { header: header("players", "contractUntil"), value: (player) => formatCsvDate(player.contractUntil) },
  ],
};

export const brandsCsv: CsvExport<Brand> = {
  fileName: "marcas",
  columns: [
    { header: header("brands", "name"), value: (brand) => brand.name },
    { header: header("brands", "sector"), value: (brand) => brand.sector },
    { header: header("brands", "contactEmail"), value: (brand) => brand.contactEmail },
    { header: "Patrocinios", value: (brand) => brand.dealCount },
  ],
};

export const clubsCsv: CsvExport<Club> = {
  fileName: "clubes",
  columns: [
    { header: header("clubs", "name"), value: (club) => club.name },
    { header: header("clubs", "country"), value: (club) => club.country },
    { header: header("clubs", "league"), value: (club) => club.league },
    { header: header("clubs", "city"), value: (club) => club.city },
    { header: header("clubs", "notes"), value: (club) => club.notes },
  ],
};

export const contactsCsv: CsvExport<Contact> = {
  fileName: "personas",
  columns: [
    { header: "Nombre", value: (contact) => contact.name },
    { header: "Cargo", value: (contact) => contact.role },
    { header: "Club", value: (contact) => contact.clubName },
    { header: "Marca", value: (contact) => contact.brandName },
    { header: "Email", value: (contact) => contact.email },
    { header: "Teléfono", value: (contact) => contact.phone },
    { header: "Notas", value: (contact) => contact.notes },
  ],
};

export const contactLogCsv: CsvExport<ContactLogEntry> = {
  fileName: "seguimiento",
  columns: [
    { header: "Fecha", value: (entry) => formatCsvDate(entry.date) },
    { header: "Canal", value: (entry) => CHANNEL_LABELS[entry.channel] },
    { header: "Persona", value: (entry) => entry.contactName },
    { header: "Club", value: (entry) => entry.clubName },
    { header: "Marca", value: (entry) => entry.brandName },
    { header: "Jugador", value: (entry) => entry.playerName },
    { header: "Operación", value: (entry) => entry.operationLabel },
    { header: "Resumen", value: (entry) => entry.summary },
    { header: "Próximo paso", value: (entry) => entry.nextStep },
    { header: "Fecha del próximo paso", value: (entry) => formatCsvDate(entry.nextStepOn) },
    { header: "Hecho", value: (entry) => (entry.nextStepDone ? "Sí" : "No") },
  ],
};

export const operationsCsv: CsvExport<Operation> = {
  fileName: "operaciones",
  columns: [
    { header: "Jugador", value: (operation) => operation.playerName },
    { header: "Tipo", value: (operation) => operation.type },
    { header: "Club", value: (operation) => operation.clubName },
    { header: "Club de origen", value: (operation) => operation.originClubName },
    { header: "Etapa", value: (operation) => operation.stage },
    { header: "Importe del traspaso", value: (operation) => operation.transferFee },
    { header: "Salario bruto anual", value: (operation) => operation.salary },
    { header: "Prima de fichaje", value: (operation) => operation.signingBonus },
    { header: "Variables", value: (operation) => operation.bonuses },
    { header: "Inicio del contrato", value: (operation) => formatCsvDate(operation.startDate) },
    { header: "Fin del contrato", value: (operation) => formatCsvDate(operation.endDate) },
    { header: "Fecha de firma", value: (operation) => formatCsvDate(operation.signedOn) },
    { header: "Honorario del agente (%)", value: (operation) => operation.agentFeePercent },
    { header: "Honorario del agente (importe)", value: (operation) => operation.agentFeeAmount },
    { header: "Motivo", value: (operation) => operation.lostReason },
  ],
};

export const dealsCsv: CsvExport<Deal> = {
  fileName: "patrocinios",
  columns: [
    { header: header("deals", "player"), value: (deal) => deal.playerName },
    { header: header("deals", "brand"), value: (deal) => deal.brandName },
    { header: "Sector", value: (deal) => deal.brandSector },
    { header: header("deals", "stage"), value: (deal) => deal.stage },
    { header: header("deals", "type"), value: (deal) => deal.type },
    { header: header("deals", "fee"), value: (deal) => deal.fee },
    { header: "Importe (€)", value: (deal) => deal.feeAmount },
    { header: header("deals", "commissionPercent"), value: (deal) => deal.commissionPercent },
    { header: header("deals", "deliverables"), value: (deal) => deal.deliverables.join(", ") },
    { header: header("deals", "startDate"), value: (deal) => formatCsvDate(deal.startDate) },
    { header: header("deals", "renewDate"), value: (deal) => formatCsvDate(deal.renewDate) },
    { header: header("deals", "exclusive"), value: (deal) => deal.exclusive },
    { header: "Motivo de cierre", value: (deal) => deal.lostReason },
  ] satisfies CsvColumn<Deal>[],
};

export const eventsCsv: CsvExport<CalendarEvent> = {
  fileName: "eventos",
  columns: [
    { header: "Fecha", value: (event) => formatCsvDate(event.date) },
    { header: "Hora", value: (event) => event.time },
    { header: "Hora de fin", value: (event) => event.endTime ?? "" },
    { header: "Título", value: (event) => event.title },
    { header: "Jugador", value: (event) => event.playerName },
    { header: "Tipo", value: (event) => event.type },
    { header: "Lugar", value: (event) => event.location },
    { header: "Estado", value: (event) => event.status },
  ],
};

export const newsCsv: CsvExport<NewsItem> = {
  fileName: "noticias",
  columns: [
    { header: "Fecha", value: (item) => formatCsvDate(item.date) },
    { header: "Título", value: (item) => item.title },
    { header: "Fuente", value: (item) => item.source },
    { header: "Jugador", value: (item) => item.playerName },
    { header: "Sentimiento", value: (item) => item.sentiment },
    { header: "Extracto", value: (item) => item.excerpt },
  ],
};

export const documentsCsv: CsvExport<PalcoDocument> = {
  fileName: "documentos",
  columns: [
    { header: "Nombre", value: (document) => document.name },
    { header: "Tipo", value: (document) => document.type },
    { header: "Jugador", value: (document) => document.playerName },
    { header: "Marca", value: (document) => document.brandName },
    { header: "Fecha", value: (document) => formatCsvDate(document.date) },
    { header: "Estado", value: (document) => document.status },
    { header: "Archivo", value: (document) => document.fileName },
  ],
};

const COMMISSION_SOURCE_LABELS = { deal: "Patrocinio", mandate: "Mandato", operation: "Operación" } as const;

export const commissionsCsv: CsvExport<Commission> = {
  fileName: "comisiones",
  columns: [
    { header: "Vence", value: (commission) => formatCsvDate(commission.dueDate) },
    { header: "Origen", value: (commission) => COMMISSION_SOURCE_LABELS[commission.source] },
    { header: "Marca", value: (commission) => commission.brandName },
    { header: "Club", value: (commission) => commission.clubName },
    { header: "Jugador", value: (commission) => commission.playerName },
    { header: "Importe previsto (€)", value: (commission) => commission.amount },
    { header: "Cobrada el", value: (commission) => formatCsvDate(commission.receivedAt) },
    { header: "Importe cobrado (€)", value: (commission) => commission.receivedAmount },
    { header: "Pendiente de cobro (€)", value: (commission) => commission.balance },
    { header: "Estado", value: (commission) => COMMISSION_STATE_LABELS[commissionStateOf(commission)] },
  ],
};
