import { z } from "zod";

import { MIN_PASSWORD_LENGTH } from "./auth";
import { commissionPercent } from "./commission";
import { strictObject } from "./common";

// Digits with the separators people write: "+34 600 12 34 56", "(91) 555-0101". Empty means no phone.
const PHONE_PATTERN = /^\+?[\d\s().-]{6,25}$/;
const PHONE_DIGITS = /\d/g;

export const profileSchema = strictObject({
  name: z
    .string({ error: "El nombre es obligatorio" })
    .trim()
    .min(1, "El nombre es obligatorio")
    .max(100, "El nombre no puede superar 100 caracteres"),
  email: z
    .string({ error: "El email es obligatorio" })
    .trim()
    .min(1, "El email es obligatorio")
    .pipe(z.email("Introduce un email válido"))
    .transform((email) => email.toLowerCase()),
  phone: z
    .string({ error: "El teléfono debe ser un texto" })
    .trim()
    .refine(
      (phone) => phone === "" || (PHONE_PATTERN.test(phone) && (phone.match(PHONE_DIGITS)?.length ?? 0) >= 6),
      "Introduce un teléfono válido, por ejemplo +34 600 123 456",
    ),
  /** The FIFA football agent licence number, printed on operation summaries; optional until the agent has one. */
  licenceNumber: z
    .string({ error: "El número de licencia debe ser un texto" })
    .trim()
    .max(40, "El número de licencia no puede superar 40 caracteres")
    .regex(/^[\p{L}\d ./-]*$/u, "El número de licencia solo admite letras, números, espacios, puntos, barras y guiones")
    .default(""),
});
export type ProfileInput = z.input<typeof profileSchema>;
export type Profile = z.output<typeof profileSchema>;

/** SPEC's four alert kinds and those Palco added since, each with its own switch. */
export const NOTIFICATION_KINDS = [
  "crisis",
  "contracts",
  "opportunities",
  "events",
  "market",
  "tasks",
  "money",
  "approvals",
  "papers",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export type NotificationPreferences = Record<NotificationKind, boolean>;

export const NOTIFICATION_LABELS: Record<NotificationKind, { title: string; description: string }> = {
  crisis: {
    title: "Alertas de crisis",
    description: "Avisar cuando haya noticias con sentimiento negativo sobre un jugador",
  },
  contracts: {
    title: "Vencimiento de contratos",
    description:
      "Avisar 30 días antes de que venza un contrato o una renovación, y cuando a un jugador le queden 6 meses de contrato",
  },
  opportunities: {
    title: "Nuevas oportunidades",
    description: "Avisar de nuevas oportunidades de marcas y patrocinios",
  },
  events: { title: "Próximos eventos", description: "Avisar 24 horas antes de cada evento" },
  market: {
    title: "Mercado y seguimiento",
    description:
      "Avisar de los próximos pasos con clubes y marcas, de las ventanas que cierran en 7 días con operaciones abiertas y de las ofertas sin respuesta en 7 días",
  },
  tasks: { title: "Tareas", description: "Avisar de las tareas de hoy y de las que se han pasado de fecha" },
  money: { title: "Cobros atrasados", description: "Avisar de cada comisión que ha vencido sin cobrarse entera" },
  approvals: {
    title: "Respuestas de los jugadores",
    description: "Avisar cuando un jugador aprueba o rechaza desde su app, con su comentario",
  },
  papers: {
    title: "Documentos que caducan",
    description:
      "Avisar cuando un pasaporte, un permiso, un informe médico, una licencia u otro documento entre en su plazo de aviso o caduque",
  },
};

export const notificationPreferencesSchema = strictObject({
  crisis: z.boolean({ error: "Debe ser verdadero o falso" }),
  contracts: z.boolean({ error: "Debe ser verdadero o falso" }),
  opportunities: z.boolean({ error: "Debe ser verdadero o falso" }),
  events: z.boolean({ error: "Debe ser verdadero o falso" }),
  market: z.boolean({ error: "Debe ser verdadero o falso" }),
  tasks: z.boolean({ error: "Debe ser verdadero o falso" }),
  money: z.boolean({ error: "Debe ser verdadero o falso" }),
  approvals: z.boolean({ error: "Debe ser verdadero o falso" }),
  papers: z.boolean({ error: "Debe ser verdadero o falso" }),
}).partial();

export const CURRENT_PASSWORD_WRONG = "La contraseña actual no es correcta";

export const passwordChangeSchema = strictObject({
  currentPassword: z.string({ error: "Escribe tu contraseña actual" }).min(1, "Escribe tu contraseña actual"),
  newPassword: z
    .string({ error: "Escribe la nueva contraseña" })
    .min(MIN_PASSWORD_LENGTH, `La nueva contraseña debe tener al menos ${MIN_PASSWORD_LENGTH} caracteres`)
    .max(128, "La contraseña no puede superar 128 caracteres"),
  /** Also revoke every API token and change the calendar feed's address (on unless unticked). */
  revokeAccess: z.boolean({ error: "Indica si quieres revocar los accesos" }).default(true),
}).refine((input) => input.newPassword !== input.currentPassword, {
  path: ["newPassword"],
  message: "La nueva contraseña debe ser distinta de la actual",
});
export type PasswordChangeInput = z.input<typeof passwordChangeSchema>;

export const TOO_MANY_PASSWORD_ATTEMPTS = "Demasiados intentos. Espera un minuto y vuelve a intentarlo.";

/** The agency's percent of a sponsorship fee for new deals (each deal may then have its own). */
export const commissionDefaultsSchema = strictObject({
  dealPercent: commissionPercent(),
});
export type CommissionDefaults = z.infer<typeof commissionDefaultsSchema>;

/**
 * The two parts edited as forms, each with its own version (raised by every save of that part): a form sends its
 * part's back, so a switch turned on a phone or the menu's colour set by the assistant never makes it stale.
 */
export type SettingsPart = "profile" | "commissions";

export type AgentSettings = {
  profile: Profile;
  notifications: NotificationPreferences;
  /** The kinds also sent by email (when Palco has SMTP). */
  emailAlerts: NotificationPreferences;
  /** The kinds also sent as Web Push to the agent's devices. */
  pushAlerts: NotificationPreferences;
  /** The hour (agency time) of the daily summary by email, or null for none. */
  digestHour: number | null;
  commissions: CommissionDefaults;
  versions: Record<SettingsPart, number>;
};

export const DIGEST_HOUR_MESSAGE = "Elige una hora entre 0 y 23, o ninguna";
export const digestSchema = strictObject({
  hour: z
    .number({ error: DIGEST_HOUR_MESSAGE })
    .int(DIGEST_HOUR_MESSAGE)
    .min(0, DIGEST_HOUR_MESSAGE)
    .max(23, DIGEST_HOUR_MESSAGE)
    .nullable(),
});
