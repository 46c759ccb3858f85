import { z } from "zod";

import { MEMBER_ROLES, type MemberRole } from "../domain/team-roles";
import { MIN_PASSWORD_LENGTH } from "./auth";
import { nullableIsoDate, strictObject } from "./common";

/** How long a member's invitation link works. */
export const TEAM_INVITATION_DAYS = 7;

/** Where the link opens; the token travels after `#`, so that it never reaches a server log or a Referer. */
export const JOIN_PATH = "/unirse";

const role = z.enum(MEMBER_ROLES, { error: "Elige un rol de la lista" });

export const inviteMemberSchema = strictObject({
  email: z
    .string({ error: "El email es obligatorio" })
    .trim()
    .toLowerCase()
    .min(1, "El email es obligatorio")
    .max(200, "El email no puede superar 200 caracteres")
    .pipe(z.email("Introduce un email válido")),
  role,
});
export type InviteMemberInput = z.infer<typeof inviteMemberSchema>;

export const acceptMemberInvitationSchema = strictObject({
  token: z.string({ error: "Falta el enlace de invitación" }).trim().min(1, "Falta el enlace de invitación").max(200),
  name: z
    .string({ error: "El nombre es obligatorio" })
    .trim()
    .min(1, "El nombre es obligatorio")
    .max(100, "El nombre no puede superar 100 caracteres"),
  password: z
    .string({ error: "La contraseña es obligatoria" })
    .min(MIN_PASSWORD_LENGTH, `La contraseña debe tener al menos ${MIN_PASSWORD_LENGTH} caracteres`)
    .max(128, "La contraseña no puede superar 128 caracteres"),
});
export type AcceptMemberInvitationInput = z.infer<typeof acceptMemberInvitationSchema>;

export const updateMemberSchema = strictObject({
  role: role.optional(),
  /** Back in Palco after a deactivation. */
  active: z.literal(true, { error: "Solo se puede reactivar a un miembro" }).optional(),
  licenceNumber: z
    .string({ error: "Número de licencia no válido" })
    .trim()
    .max(40, "El número de licencia no puede superar 40 caracteres")
    .transform((value) => value || null)
    .nullable()
    .optional(),
  licenceExpiry: nullableIsoDate("Fecha de caducidad no válida").optional(),
});
export type UpdateMemberInput = z.infer<typeof updateMemberSchema>;

export const deactivateMemberQuerySchema = strictObject({
  /** The member who takes over the players and open tasks of the one leaving. */
  handTo: z.string({ error: "Miembro no válido" }).trim().min(1, "Miembro no válido").max(100).optional(),
});

export type Member = {
  id: string;
  name: string;
  email: string;
  role: MemberRole;
  isOwner: boolean;
  active: boolean;
  licenceNumber: string | null;
  licenceExpiry: string | null;
  /** Whether they sign in with a second factor: dirección sees who still has to turn it on. */
  twoFactorEnabled: boolean;
  /** The last time one of their sessions was used; null if they never signed in. */
  lastSeenAt: string | null;
  createdAt: string;
};

export type PendingMemberInvitation = {
  id: string;
  email: string;
  role: MemberRole;
  expiresAt: string;
  createdAt: string;
};

export type Team = { members: Member[]; invitations: PendingMemberInvitation[] };

export type MemberInvitation = { url: string; expiresAt: string };

export type JoinedTeam = { member: { id: string; name: string; role: MemberRole } };

export const TEAM_MESSAGES = {
  invalid: "Este enlace de invitación no es válido",
  expired: "Este enlace de invitación ha caducado: pide uno nuevo a la dirección de la agencia",
  used: "Este enlace de invitación ya se ha usado",
  emailTaken: "Ya hay una cuenta de Palco con ese email",
  notFound: "Miembro no encontrado",
  ownerFixed: "La cuenta de quien creó la agencia siempre es de Dirección y no se puede desactivar",
  notYourself: "No puedes desactivar tu propia cuenta",
  handToInactive: "Elige un miembro activo para pasarle los jugadores y las tareas",
} as const;

/** PUT /api/players/:id/assignment: who at the agency looks after the player. */
export const playerAssignmentSchema = strictObject({
  responsibleId: z
    .string({ error: "Elige un miembro responsable" })
    .trim()
    .min(1, "Elige un miembro responsable")
    .max(100)
    .nullable(),
  collaboratorIds: z
    .array(z.string({ error: "Miembro no válido" }).trim().min(1, "Miembro no válido").max(100), {
      error: "Los colaboradores deben ser una lista de miembros",
    })
    .max(20, "Como mucho 20 colaboradores")
    .default([]),
});
export type PlayerAssignmentInput = z.infer<typeof playerAssignmentSchema>;

export type PlayerAssignment = {
  playerId: string;
  responsible: { id: string; name: string } | null;
  collaborators: { id: string; name: string }[];
};

export const ASSIGNMENT_MESSAGES = {
  inactive: "Solo se puede asignar a miembros activos del equipo",
  twice: "El responsable no puede ser también colaborador",
} as const;
