// FIFA's Football Agent Regulations, art. 11: the licence belongs to the person, and an agency's staff without one
// may not perform agent services nor approach a client. Palco asks it of the member who acts, or who is named.

import { MEMBER_ROLE_LABELS, type UserRole } from "./team-roles";

/** The roles that may hold a licence in Palco: the licensed agent, and dirección when the director holds one. */
export const LICENSED_ROLES = ["agente", "direccion"] as const satisfies readonly UserRole[];

/** Whether the role may hold a licence at all (a licence number on any other role does not count). */
export const mayHoldLicence = (role: string) => (LICENSED_ROLES as readonly string[]).includes(role);

/** The acts the rule reserves to a licensed agent. */
export type LicensedAct = "mandateAgent" | "operationStage" | "approach";

const ACTS: Record<LicensedAct, string> = {
  mandateAgent: "ser el agente de un mandato",
  operationStage: "pasar una operación de Sondeo",
  approach: "registrar un acercamiento a un jugador o a un club",
};

export type LicenceHolder = {
  name: string;
  role: UserRole;
  licenceNumber: string | null;
  /** The day the licence stops being valid; none known means it is valid while it has a number. */
  licenceExpiry: string | null;
  active: boolean;
};

export type LicenceProblem = "inactive" | "role" | "missing" | "expired";

/** Why the member may not do what the rule reserves, or null when they hold an active licence. */
export function licenceProblem(member: LicenceHolder, today: string): LicenceProblem | null {
  if (!member.active) return "inactive";
  if (!mayHoldLicence(member.role)) return "role";
  if (!member.licenceNumber?.trim()) return "missing";
  if (member.licenceExpiry !== null && member.licenceExpiry < today) return "expired";
  return null;
}

export const holdsActiveLicence = (member: LicenceHolder, today: string) => licenceProblem(member, today) === null;

const roleLabel = (role: UserRole) => (role === "player" ? "jugador" : MEMBER_ROLE_LABELS[role].toLowerCase());

/** The refusal in Spanish: what is reserved, why this member may not, and what would fix it. */
export function licenceRefusal(
  member: LicenceHolder,
  problem: LicenceProblem,
  act: LicensedAct,
  formatDay: (iso: string) => string,
): string {
  const reason = {
    inactive: `${member.name} ya no está activo en la agencia`,
    role: `${member.name} tiene el rol ${roleLabel(member.role)}, que no presta servicios de agente`,
    missing: `${member.name} no tiene número de licencia FIFA registrado (Equipo o Configuración)`,
    expired: `la licencia FIFA de ${member.name} caducó el ${formatDay(member.licenceExpiry ?? "")}`,
  }[problem];
  return `Solo un agente con licencia FIFA vigente puede ${ACTS[act]}: ${reason}`;
}
