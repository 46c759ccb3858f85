import { daysFrom, shiftDays } from "./calendar-day";
import type { BadgeTone } from "./stages";

/** What a document is, as an agency files it: the papers around a player and the contracts of the business. */
export const DOCUMENT_KINDS = [
  "dni-nie",
  "pasaporte",
  "permiso",
  "medico",
  "licencia-fifa",
  "consentimiento-tutor",
  "mandato",
  "contrato-club",
  "contrato-imagen",
  "contrato-patrocinio",
  "otro",
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const DOCUMENT_KIND_LABELS: Record<DocumentKind, string> = {
  "dni-nie": "DNI/NIE",
  pasaporte: "Pasaporte",
  permiso: "Permiso de residencia o trabajo",
  medico: "Informe médico",
  "licencia-fifa": "Licencia FIFA",
  "consentimiento-tutor": "Consentimiento del tutor",
  mandato: "Mandato",
  "contrato-club": "Contrato con el club",
  "contrato-imagen": "Contrato de derechos de imagen",
  "contrato-patrocinio": "Contrato de patrocinio",
  otro: "Otro",
};

/**
 * How many days before it expires a paper starts to ring, unless the document says otherwise: a passport or a
 * permit takes months to renew, a medical a few weeks.
 */
export const DEFAULT_LEAD_DAYS: Record<DocumentKind, number> = {
  "dni-nie": 60,
  pasaporte: 90,
  permiso: 90,
  medico: 30,
  "licencia-fifa": 60,
  "consentimiento-tutor": 30,
  mandato: 60,
  "contrato-club": 180,
  "contrato-imagen": 90,
  "contrato-patrocinio": 60,
  otro: 30,
};

export const MAX_LEAD_DAYS = 365;

/** Medical papers are read only by roles that see medical information (hidden group "medical"). */
export const isMedical = (kind: string): boolean => kind === "medico";

export type ExpiryState = "vigente" | "por-caducar" | "caducado";

/** Where a paper stands on `today`: none without an expiry; expiring from `leadDays` before its last valid day. */
export function expiryStateOf(expiresOn: string | null, leadDays: number, today: string): ExpiryState | null {
  if (!expiresOn) return null;
  if (expiresOn < today) return "caducado";
  return shiftDays(expiresOn, -leadDays) <= today ? "por-caducar" : "vigente";
}

export const EXPIRY_BADGES: Record<ExpiryState, { label: string; tone: BadgeTone }> = {
  vigente: { label: "Vigente", tone: "success" },
  "por-caducar": { label: "Por caducar", tone: "warning" },
  caducado: { label: "Caducado", tone: "destructive" },
};

/** "caduca hoy", "caduca en 12 días", "caducó hace 3 días": what the bell and the player's Resumen say. */
export function expiryPhrase(expiresOn: string, today: string): string {
  const days = daysFrom(today, expiresOn);
  if (days === 0) return "caduca hoy";
  if (days === 1) return "caduca mañana";
  if (days > 1) return `caduca en ${days} días`;
  return days === -1 ? "caducó ayer" : `caducó hace ${-days} días`;
}

/**
 * What an operation with a club abroad needs on file (FIFA's TMS asks for the player's passport, and a permit that
 * expires before he starts is no permit): the passport valid on the day he starts, and a permit on file still valid
 * then. Null when nothing is missing.
 */
export function missingTravelPaper(
  papers: { passportExpiresOn: string | null; permitExpiresOn: string | null },
  startsOn: string,
): string | null {
  if (!papers.passportExpiresOn)
    return "No hay pasaporte del jugador en Documentos para una operación en el extranjero";
  if (papers.passportExpiresOn < startsOn)
    return "El pasaporte del jugador caduca antes de que empiece el contrato en el extranjero";
  if (papers.permitExpiresOn && papers.permitExpiresOn < startsOn)
    return "El permiso de residencia o trabajo del jugador caduca antes de que empiece el contrato";
  return null;
}

/** What a role that does not see medical information is told when it tries to file or change a medical paper. */
export const MEDICAL_REFUSED = "Tu rol no puede ver ni guardar documentos médicos";
