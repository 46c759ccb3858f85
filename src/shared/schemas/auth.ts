import { z } from "zod";

export const MIN_PASSWORD_LENGTH = 10;

const email = z.string().trim().min(1, "El email es obligatorio").pipe(z.email("Introduce un email válido"));

export const loginSchema = z.object({
  email,
  password: z.string().min(1, "La contraseña es obligatoria"),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const setupSchema = z.object({
  name: z.string().trim().min(1, "El nombre es obligatorio").max(100, "El nombre no puede superar 100 caracteres"),
  email,
  password: z
    .string()
    .min(MIN_PASSWORD_LENGTH, `La contraseña debe tener al menos ${MIN_PASSWORD_LENGTH} caracteres`)
    .max(128, "La contraseña no puede superar 128 caracteres"),
  /** Start with the sample portfolio (the default) or from nothing. */
  loadSampleData: z.boolean().default(true),
});
export type SetupInput = z.output<typeof setupSchema>;

/** The page an emailed reset link opens, always on Palco's public address (PALCO_PUBLIC_URL). */
export const RESET_PASSWORD_PAGE = "/restablecer";

/** What a deactivated member is told when signing in. */
export const DEACTIVATED_MESSAGE = "Tu acceso a Palco está desactivado. Habla con la dirección de la agencia.";

/** Single sign-on with the agency's identity provider: the words of its refusals on the sign-in page. */
export const SSO_MESSAGES = {
  notInvited: "Tu cuenta de la agencia no tiene invitación a Palco: pídesela a la dirección de la agencia.",
  failed: "No se pudo entrar con la cuenta de la agencia. Inténtalo de nuevo o entra con tu contraseña.",
} as const;

/** Where a refused single sign-on lands: the sign-in page, told why by `?sso=`. */
export const SSO_REFUSALS = {
  "no-invitado": SSO_MESSAGES.notInvited,
  desactivado: DEACTIVATED_MESSAGE,
  fallo: SSO_MESSAGES.failed,
} as const;
export type SsoRefusal = keyof typeof SSO_REFUSALS;

export const ssoRefusalOf = (message: string | undefined): SsoRefusal =>
  (Object.entries(SSO_REFUSALS).find(([, text]) => text === message)?.[0] as SsoRefusal | undefined) ?? "fallo";
