// The closed lists of values the product knows; the database enums are generated from these.

export const DEAL_STAGES = ["Prospect", "Negociación", "Activa", "Cerrada"] as const;
export type DealStage = (typeof DEAL_STAGES)[number];

export const INVESTMENT_TYPES = ["Startup", "Inmueble", "Fondo"] as const;
export type InvestmentType = (typeof INVESTMENT_TYPES)[number];

export const INVESTMENT_STATUSES = ["activa", "en evaluación", "cerrada"] as const;
export type InvestmentStatus = (typeof INVESTMENT_STATUSES)[number];

export const INVESTMENT_RISKS = ["bajo", "medio", "alto"] as const;
export type InvestmentRisk = (typeof INVESTMENT_RISKS)[number];

export const NEWS_SENTIMENTS = ["positivo", "neutral", "negativo"] as const;
export type NewsSentiment = (typeof NEWS_SENTIMENTS)[number];

export const EVENT_TYPES = [
  "Partido",
  "Evento",
  "Entrenamiento",
  "Reunión",
  "Entrevista",
  "Sesión de fotos",
  "Viaje",
  "Médico",
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** "rechazado": the player declined it from their app (issue 28). */
export const EVENT_STATUSES = ["confirmado", "pendiente", "cancelado", "rechazado"] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** The papers a player is identified by (issue 43): a Spanish DNI or NIE, or a passport. */
export const ID_DOCUMENT_TYPES = ["DNI", "NIE", "Pasaporte"] as const;
export type IdDocumentType = (typeof ID_DOCUMENT_TYPES)[number];

export const DOCUMENT_TYPES = ["Contrato", "NDA", "Otro"] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const DOCUMENT_STATUSES = ["firmado", "pendiente"] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

export const OKR_QUARTERS = ["Q1", "Q2", "Q3", "Q4"] as const;
export type OkrQuarter = (typeof OKR_QUARTERS)[number];

export const OKR_STATUSES = ["draft", "active", "completed", "cancelled"] as const;
export type OkrStatus = (typeof OKR_STATUSES)[number];

/** The first three are the sample's free-standing requests; the others ask about a record (APPROVAL_RECORD_TYPES). */
export const APPROVAL_KINDS = ["renewal", "social_post", "photo_session", "deal", "event", "campaign_image"] as const;
export type ApprovalKind = (typeof APPROVAL_KINDS)[number];

/** The records a player's decision lands in: a deal's terms, an event to attend, an image to post. */
export const APPROVAL_RECORD_TYPES = ["deal", "event", "campaign_image"] as const;
export type ApprovalRecordType = (typeof APPROVAL_RECORD_TYPES)[number];

/** Who answered: the player from their app, or the agency for a player who has no access to it. */
export const APPROVAL_DECIDERS = ["player", "agency"] as const;
export type ApprovalDecider = (typeof APPROVAL_DECIDERS)[number];

export const APPROVAL_STATUSES = ["pending", "approved", "rejected"] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

export const OKR_STATUS_LABELS: Record<OkrStatus, string> = {
  draft: "Borrador",
  active: "Activo",
  completed: "Completado",
  cancelled: "Cancelado",
};
