// Documents signed in Palco (issue 46): a template filled from a record, signers in order, a code to confirm, and
// a final PDF whose hash anyone can check.

export const SIGNATURE_TEMPLATES = ["representation-mandate", "deal-memo", "image-rights"] as const;
export type SignatureTemplate = (typeof SIGNATURE_TEMPLATES)[number];

export const SIGNATURE_TEMPLATE_LABELS: Record<SignatureTemplate, string> = {
  "representation-mandate": "Contrato de representación",
  "deal-memo": "Memorando de patrocinio",
  "image-rights": "Autorización de derechos de imagen",
};

/** The record each template is filled from. */
export const TEMPLATE_RECORD_TYPES: Record<SignatureTemplate, SignatureRecordType> = {
  "representation-mandate": "mandate",
  "deal-memo": "deal",
  "image-rights": "deal",
};

export const SIGNATURE_RECORD_TYPES = ["mandate", "deal"] as const;
export type SignatureRecordType = (typeof SIGNATURE_RECORD_TYPES)[number];

export const SIGNER_ROLES = ["jugador", "tutor", "agente"] as const;
export type SignerRole = (typeof SIGNER_ROLES)[number];
export const SIGNER_ROLE_LABELS: Record<SignerRole, string> = {
  jugador: "Jugador",
  tutor: "Tutor legal",
  agente: "Agente",
};

/** As stored: a draft, out for signatures, signed by all, or refused by one. Expired is read from the date. */
export const SIGNATURE_STATUSES = ["borrador", "enviada", "firmada", "rechazada", "caducada"] as const;
export type SignatureStatus = (typeof SIGNATURE_STATUSES)[number];
export const SIGNATURE_STATUS_LABELS: Record<SignatureStatus, string> = {
  borrador: "Borrador",
  enviada: "Pendiente de firma",
  firmada: "Firmado",
  rechazada: "Rechazado",
  caducada: "Caducado",
};

/** Days a request stays open once sent. */
export const SIGNATURE_OPEN_DAYS = 30;
/** A confirmation code's life and how many wrong tries it takes. */
export const SIGNATURE_CODE_MINUTES = 10;
export const SIGNATURE_CODE_ATTEMPTS = 5;

/** A request out for signatures past its day is expired: nobody may sign it and it changes nothing. */
export function signatureStatusOf(
  request: { status: Exclude<SignatureStatus, "caducada">; expiresAt: string | null },
  now: Date,
): SignatureStatus {
  if (request.status === "enviada" && request.expiresAt !== null && new Date(request.expiresAt) < now)
    return "caducada";
  return request.status;
}

type Signer = { position: number; signedAt: string | null; refusedAt: string | null };

/** Whose turn it is: the first signer in order who has not signed; none once all signed or one refused. */
export function signerInTurn<T extends Signer>(signers: readonly T[]): T | undefined {
  if (signers.some((signer) => signer.refusedAt !== null)) return undefined;
  return [...signers].sort((a, b) => a.position - b.position).find((signer) => signer.signedAt === null);
}

/** The signers a template needs, in the order they sign: the player, his guardian when a minor, then the agent. */
export function signingOrder(minor: boolean): SignerRole[] {
  return minor ? ["jugador", "tutor", "agente"] : ["jugador", "agente"];
}
