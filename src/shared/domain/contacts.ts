// The people the agent deals with at clubs and brands, and the log of every contact with them.

/** Roles offered when adding a person; any other may be typed. */
export const CONTACT_ROLES = [
  "Director deportivo",
  "Secretario técnico",
  "Presidente",
  "Director general",
  "Abogado",
  "Responsable de marketing",
  "Responsable de patrocinios",
  "Ojeador",
  "Contacto principal",
] as const;

export const CONTACT_CHANNELS = ["llamada", "reunión", "email", "WhatsApp"] as const;
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];

export const CHANNEL_LABELS: Record<ContactChannel, string> = {
  llamada: "Llamada",
  reunión: "Reunión",
  email: "Email",
  WhatsApp: "WhatsApp",
};

export const CONTACT_MESSAGES = {
  oneOrganisation: "Indica el club o la marca de la persona, no ambos",
  organisationRequired: "Indica el club o la marca de la persona",
  subjectRequired: "Indica de qué club, marca, jugador u operación trata el contacto",
  nextStepDate: "Indica la fecha del próximo paso",
  nextStepBeforeContact: "El próximo paso no puede ser anterior al contacto",
  playerNotInOperation: "Ese jugador no es el de la operación elegida",
  approachSubject: "Un acercamiento es a un jugador o a un club: indica cuál",
} as const;

/** A next step comes after the contact it follows (the same day at the earliest). */
export const nextStepBeforeContact = (values: { date?: string | null; nextStepOn?: string | null }) =>
  !!values.date && !!values.nextStepOn && values.nextStepOn < values.date;

/** The role a brand's own contact email is given when it becomes one of its people. */
export const BRAND_EMAIL_ROLE = "Contacto principal";

/** Where a logged contact is dealt with: its operation, else its club, its brand, or its player's operations. */
export function contactLogPath(entry: {
  operationId: string | null;
  clubId: string | null;
  brandId: string | null;
  playerId: string | null;
}): string {
  if (entry.operationId) return `/operations/${entry.operationId}`;
  if (entry.clubId) return `/clubs/${entry.clubId}`;
  if (entry.brandId) return `/brands/${entry.brandId}`;
  return `/players/${entry.playerId}/operations`;
}
