// Two-factor sign-in (issue 43): required of the roles that reach everything or the money, optional for the rest.
// A member of such a role has a few days from joining to turn it on; after that, Palco answers them nothing else.

import { ROLES_REQUIRING_TWO_FACTOR } from "./team-roles";

/** Days a member of a role that requires it may work before turning two-factor sign-in on. */
export const TWO_FACTOR_GRACE_DAYS = 14;

/** A trusted browser skips the code this long. */
export const TRUSTED_DEVICE_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

export const requiresTwoFactor = (role: string | null | undefined) =>
  (ROLES_REQUIRING_TWO_FACTOR as readonly string[]).includes(role ?? "");

export type TwoFactorStatus = {
  enabled: boolean;
  required: boolean;
  /** The last moment the member may work without it (ISO); null when not required or already on. */
  deadline: string | null;
  /** Past the deadline without it: every route but their own settings answers 403. */
  blocked: boolean;
};

export function twoFactorStatus(
  account: { role: string | null | undefined; twoFactorEnabled: boolean; createdAt: Date },
  now: Date,
): TwoFactorStatus {
  const required = requiresTwoFactor(account.role);
  if (!required || account.twoFactorEnabled)
    return { enabled: account.twoFactorEnabled, required, deadline: null, blocked: false };
  const deadline = new Date(account.createdAt.getTime() + TWO_FACTOR_GRACE_DAYS * DAY_MS);
  return { enabled: false, required, deadline: deadline.toISOString(), blocked: now > deadline };
}

export const TWO_FACTOR_MESSAGES = {
  required: "Tu rol exige la verificación en dos pasos: actívala en Configuración > Seguridad para seguir usando Palco",
  cannotDisable: "Tu rol exige la verificación en dos pasos: no se puede desactivar",
  invalidCode: "El código no es correcto o ha caducado",
} as const;
