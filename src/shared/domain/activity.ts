// The history of every change: which records are tracked, and how a change reads in Spanish.

import { formatEuros } from "./euros";
import { formatMonthDay, isMonthDay } from "./transfer-windows";

export const ACTIVITY_ENTITY_TYPES = [
  "player",
  "brand",
  "deal",
  "investment",
  "event",
  "news",
  "document",
  "okr",
  "approval",
  "mandate",
  "transfer_window",
  "commission",
  "club",
  "operation",
  "offer",
  "fifa_rule",
  "contact",
  "contact_log",
  "task",
  "invoice",
  "billing_issuer",
  "collaborator",
  "payout",
  "club_contract",
] as const;
export type ActivityEntityType = (typeof ACTIVITY_ENTITY_TYPES)[number];

export const ACTIVITY_ACTIONS = ["create", "update", "delete"] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

export type ActivityChange = { field: string; before: unknown; after: unknown };

/** Whose session made a change: the agency's, or a player's from their own app. */
export type ActorRole = "agent" | "player";
export const ACTOR_ROLE_LABELS: Record<ActorRole, string> = { agent: "agencia", player: "jugador" };

export const ENTITY_TYPE_LABELS: Record<ActivityEntityType, string> = {
  player: "Jugador",
  brand: "Marca",
  deal: "Patrocinio",
  investment: "Inversión",
  event: "Evento",
  news: "Noticia",
  document: "Documento",
  okr: "OKR",
  approval: "Aprobación",
  mandate: "Mandato",
  transfer_window: "Ventana de traspasos",
  commission: "Comisión",
  club: "Club",
  operation: "Operación",
  offer: "Oferta",
  fifa_rule: "Regla FIFA",
  contact: "Persona",
  contact_log: "Seguimiento",
  task: "Tarea",
  invoice: "Factura",
  billing_issuer: "Emisor de facturas",
  collaborator: "Colaborador",
  payout: "Pago a colaborador",
  club_contract: "Contrato con el club",
};

export const ACTION_LABELS: Record<ActivityAction, string> = { create: "creó", update: "modificó", delete: "eliminó" };

/** Field names as the screens call them; a field missing here shows its own name. */
const FIELD_LABELS: Record<string, string> = {
  name: "Nombre",
  playerApproval: "Decisión del jugador",
  position: "Posición",
  nationality: "Nacionalidad",
  team: "Equipo",
  birthDate: "Fecha de nacimiento",
  image: "Imagen",
  instagramFollowers: "Seguidores en Instagram",
  tiktokFollowers: "Seguidores en TikTok",
  xFollowers: "Seguidores en X",
  youtubeFollowers: "Suscriptores en YouTube",
  engagementRate: "Engagement",
  sentiment: "Sentimiento",
  marketValue: "Valor de mercado",
  contractUntil: "Fin de contrato",
  idDocumentType: "Tipo de DNI/NIE/pasaporte",
  idDocumentNumber: "DNI/NIE/pasaporte",
  idDocumentExpiry: "Caducidad del DNI/NIE/pasaporte",
  sector: "Sector",
  contactEmail: "Email de contacto",
  logo: "Logo",
  primaryColor: "Color principal",
  secondaryColor: "Color secundario",
  playerId: "Jugador",
  brandId: "Marca",
  stage: "Etapa",
  type: "Tipo",
  fee: "Inversión",
  deliverables: "Entregables",
  startDate: "Inicio",
  renewDate: "Renovación",
  endDate: "Fin",
  exclusive: "Exclusivo",
  commissionPercent: "Comisión (%)",
  lostReason: "Motivo de cierre",
  amount: "Importe",
  risk: "Riesgo",
  status: "Estado",
  date: "Fecha",
  expectedReturn: "Rentabilidad esperada",
  title: "Título",
  time: "Hora",
  location: "Lugar",
  source: "Fuente",
  excerpt: "Extracto",
  objective: "Objetivo",
  description: "Descripción",
  quarter: "Trimestre",
  year: "Año",
  keyResults: "Resultados clave",
  annualRemuneration: "Remuneración anual",
  territory: "Territorio",
  fifaRegisteredAt: "Registro FIFA",
  notes: "Notas",
  receivedAt: "Fecha de cobro",
  receivedAmount: "Importe cobrado",
  league: "Liga",
  playerName: "Jugador",
  brandName: "Marca",
  instagram: "Seguidores en Instagram",
  tiktok: "Seguidores en TikTok",
  x: "Seguidores en X",
  youtube: "Suscriptores en YouTube",
  instagramEngagement: "Engagement en Instagram",
  tiktokEngagement: "Engagement en TikTok",
  sentimentNegative: "Sentimiento negativo",
  opensOn: "Apertura",
  closesOn: "Cierre",
  country: "País",
  city: "Ciudad",
  clubId: "Club",
  originClubId: "Club de origen",
  transferFee: "Importe del traspaso",
  salary: "Salario bruto anual",
  signingBonus: "Prima de fichaje",
  bonuses: "Variables",
  agentFeePercent: "Honorario del agente (%)",
  agentFeeAmount: "Honorario del agente (importe)",
  signedOn: "Fecha de firma",
  guardianName: "Tutor legal",
  guardianConsentOn: "Consentimiento del tutor",
  role: "Cargo",
  email: "Email",
  phone: "Teléfono",
  channel: "Canal",
  contactId: "Persona",
  operationId: "Operación",
  summary: "Resumen",
  nextStep: "Próximo paso",
  nextStepOn: "Fecha del próximo paso",
  nextStepDone: "Próximo paso hecho",
  approach: "Acercamiento",
  agentId: "Agente",
  respondBy: "Responder antes del",
  endTime: "Hora de fin",
  startDay: "Inicio",
  endDay: "Fin",
  assignedTo: "Responsable",
  detail: "Detalle",
  direction: "Sentido",
  feedback: "Respuesta",
  kind: "Tipo",
  legalAdviceConfirmed: "Asesoramiento jurídico confirmado",
  scheduledFor: "Fecha prevista",
  state: "Estado",
  years: "Años de contrato",
  url: "Enlace",
  expiresOn: "Caduca el",
  seasons: "Temporadas",
  options: "Opciones",
  releaseClause: "Cláusula de rescisión",
  sellOnPercent: "Porcentaje de futura venta",
  sellOnBeneficiary: "Beneficiario de la futura venta",
  imageRights: "Derechos de imagen",
  leadDays: "Días de aviso",
  paidOn: "Fecha de cobro",
  paidAmount: "Importe cobrado",
  currentValue: "Valor actual",
  targetValue: "Objetivo",
  progress: "Progreso",
  value: "Valor",
  message: "Mensaje",
  dueDate: "Fecha límite",
  dueTime: "Hora límite",
  recordType: "Tipo de registro",
  recordId: "Registro",
  done: "Hecha",
  assigneeId: "Asignada a",
};

// How a field's value reads: the figures in the screens' own formats, the English enum values in Spanish.
const FOLLOWER_FIELDS = new Set([
  "instagramFollowers",
  "tiktokFollowers",
  "xFollowers",
  "youtubeFollowers",
  "instagram",
  "tiktok",
  "x",
  "youtube",
]);
const PERCENT_FIELDS = new Set([
  "engagementRate",
  "instagramEngagement",
  "tiktokEngagement",
  "sentiment",
  "sentimentNegative",
  "commissionPercent",
  "agentFeePercent",
  "progress",
]);
const EURO_FIELDS = new Set([
  "amount",
  "receivedAmount",
  "paidAmount",
  "annualRemuneration",
  "agentFeeAmount",
  "marketValueAmount",
]);
const MONTH_DAY_FIELDS = new Set(["startDay", "endDay"]);
/** Values stored in English (approvals, OKRs) or in lower case, as the screens show them. */
const VALUE_LABELS: Record<string, string> = {
  pending: "Pendiente",
  approved: "Aprobado",
  rejected: "Rechazado",
  draft: "Borrador",
  active: "Activo",
  completed: "Completado",
  cancelled: "Cancelado",
  renewal: "Renovación de patrocinio",
  social_post: "Publicación generada con IA",
  photo_session: "Sesión de fotos",
  deal: "Patrocinio",
  event: "Evento",
  campaign_image: "Imagen de campaña",
};
const CAPITALIZED_FIELDS = new Set(["status", "state", "risk", "direction", "channel", "sentimentLabel"]);

const integer = new Intl.NumberFormat("es-ES", { maximumFractionDigits: 0 });
const decimal = new Intl.NumberFormat("es-ES", { maximumFractionDigits: 2 });

export const fieldLabel = (field: string) => FIELD_LABELS[field] ?? field;

/**
 * A value as the history shows it: "—" for nothing, "Sí"/"No", lists joined, days as 12/03/2026, and by field:
 * followers as 1.450.000, percentages as 4,5 %, money as 120.000 €, yearly days as "1 de julio", enum values in
 * Spanish ("pending" -> "Pendiente").
 */
export function activityValue(value: unknown, field = ""): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "boolean") return value ? "Sí" : "No";
  if (typeof value === "number") {
    if (FOLLOWER_FIELDS.has(field)) return integer.format(value);
    if (PERCENT_FIELDS.has(field)) return `${decimal.format(value)} %`;
    if (EURO_FIELDS.has(field)) return formatEuros(value);
    return decimal.format(value);
  }
  if (Array.isArray(value))
    return value.length === 0
      ? "—"
      : value
          .map((item) =>
            typeof item === "object" && item && "title" in item ? String(item.title) : activityValue(item),
          )
          .join(", ");
  if (typeof value === "string") {
    const label = VALUE_LABELS[value];
    if (label) return label;
    const day = /^(\d{4})-(\d{2})-(\d{2})(?:T|$)/.exec(value);
    if (day) return `${day[3]}/${day[2]}/${day[1]}`;
    if (MONTH_DAY_FIELDS.has(field) && isMonthDay(value)) return formatMonthDay(value);
    if (CAPITALIZED_FIELDS.has(field)) return value.charAt(0).toUpperCase() + value.slice(1);
    return value;
  }
  return JSON.stringify(value);
}

/** "Etapa: Negociación → Activa" */
export const describeChange = (change: ActivityChange) =>
  `${fieldLabel(change.field)}: ${activityValue(change.before, change.field)} → ${activityValue(change.after, change.field)}`;

/**
 * The record a reference field names, as the history shows it: "clubId" is read through "clubName" when the record
 * carries one, so that a change of club reads "Club: Sevilla FC -> Real Betis", not two ids.
 */
const shownValue = (record: Record<string, unknown>, field: string) => {
  const name = field.endsWith("Id") ? `${field.slice(0, -2)}Name` : null;
  return name && name in record ? record[name] : record[field];
};

/** The fields of `input` whose value differs between the record before and after the write. */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  input: Record<string, unknown>,
): ActivityChange[] {
  return Object.keys(input)
    .filter((field) => field in after && JSON.stringify(before[field] ?? null) !== JSON.stringify(after[field] ?? null))
    .map((field) => ({
      field,
      before: shownValue(before, field) ?? null,
      after: shownValue(after, field) ?? null,
    }));
}
