import { availableParallelism } from "node:os";
import path from "node:path";
import { z } from "zod";

import { DEFAULT_USD_PER_EUR } from "../shared/domain/mandate-rules";
import type { AiSettings } from "./ai/settings";
import type { SingleSignOn } from "./auth/single-sign-on";
import { AEAT_SERVICE_URLS } from "./modules/verifactu";
import { rootDir } from "./paths";
import type { S3Settings } from "./storage/s3-storage";

const emailAddress = z.email();

/** A sender as mail tools write it: an address alone, or a display name with the address in angle brackets. */
export function isMailFrom(value: string): boolean {
  const named = /^\s*(?:"[^"]*"|[^<>"]*?)\s*<([^<>\s]+)>\s*$/.exec(value);
  return emailAddress.safeParse(named ? named[1] : value.trim()).success;
}

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const TRUST_PROXY_MESSAGE = "PALCO_TRUST_PROXY debe ser true, false o el número de proxies";

const configSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().trim().min(1).default("127.0.0.1"),
    PALCO_DATA_DIR: z.string().trim().min(1).default("./data"),
    DATABASE_URL: optionalText.pipe(z.url({ message: "DATABASE_URL debe ser una URL postgres://" }).optional()),
    PALCO_WORKERS: optionalText.refine(
      (value) =>
        value === undefined ||
        value === "auto" ||
        (/^\d{1,2}$/.test(value) && Number(value) >= 1 && Number(value) <= 64),
      "PALCO_WORKERS debe ser un número de 1 a 64 o «auto» (uno por núcleo)",
    ),
    PALCO_DIRECT_DATABASE_URL: optionalText.pipe(
      z.url({ message: "PALCO_DIRECT_DATABASE_URL debe ser una URL postgres://" }).optional(),
    ),
    PALCO_READ_DATABASE_URL: optionalText.pipe(
      z.url({ message: "PALCO_READ_DATABASE_URL debe ser una URL postgres://" }).optional(),
    ),
    PALCO_PUBLIC_URL: optionalText.pipe(z.url({ message: "PALCO_PUBLIC_URL debe ser una URL" }).optional()),
    PALCO_ADMIN_EMAIL: optionalText.pipe(z.email({ message: "PALCO_ADMIN_EMAIL no es un email válido" }).optional()),
    PALCO_ADMIN_PASSWORD: optionalText,
    PALCO_ADMIN_NAME: optionalText,
    // Single sign-on with the agency's OpenID Connect provider (Google Workspace, Entra ID, Keycloak, Authentik...).
    PALCO_OIDC_ISSUER: optionalText.pipe(z.url({ message: "PALCO_OIDC_ISSUER debe ser la URL del emisor" }).optional()),
    PALCO_OIDC_CLIENT_ID: optionalText,
    PALCO_OIDC_CLIENT_SECRET: optionalText,
    PALCO_OIDC_NAME: optionalText,
    BETTER_AUTH_SECRET: optionalText.pipe(
      z.string().min(32, { message: "BETTER_AUTH_SECRET debe tener al menos 32 caracteres" }).optional(),
    ),
    // The agency's "today": read here once, set for the process at start and served to the browser by /api/me.
    PALCO_TIME_ZONE: z
      .string()
      .default("Europe/Madrid")
      .refine((zone) => {
        try {
          new Intl.DateTimeFormat("en", { timeZone: zone });
          return true;
        } catch {
          return false;
        }
      }, "PALCO_TIME_ZONE no es una zona horaria válida (ej: Europe/Madrid)"),
    // Uploaded files: ./data/files unless an S3-compatible bucket is named.
    STORAGE_S3_BUCKET: optionalText,
    STORAGE_S3_REGION: optionalText,
    STORAGE_S3_ENDPOINT: optionalText.pipe(z.url({ message: "STORAGE_S3_ENDPOINT debe ser una URL" }).optional()),
    STORAGE_S3_ACCESS_KEY_ID: optionalText,
    STORAGE_S3_SECRET_ACCESS_KEY: optionalText,
    STORAGE_S3_FORCE_PATH_STYLE: z
      .enum(["true", "false", "1", "0", ""])
      .optional()
      .transform((value) => (value === undefined || value === "" ? undefined : value === "true" || value === "1")),
    // The assistant: the built-in offline engine, or any OpenAI-compatible endpoint (OpenAI, Ollama, vLLM...).
    AI_PROVIDER: z
      .enum(["offline", "openai-compatible"], { error: "AI_PROVIDER debe ser offline u openai-compatible" })
      .default("offline"),
    AI_BASE_URL: optionalText.pipe(
      z.url({ message: "AI_BASE_URL debe ser una URL (ej: http://127.0.0.1:11434/v1)" }).optional(),
    ),
    AI_API_KEY: optionalText,
    AI_MODEL: optionalText,
    AI_TIMEOUT_SECONDS: z.coerce
      .number({ error: "AI_TIMEOUT_SECONDS debe ser un número" })
      .int("AI_TIMEOUT_SECONDS debe ser un número entero")
      .min(1, "AI_TIMEOUT_SECONDS debe ser al menos 1")
      .max(600, "AI_TIMEOUT_SECONDS no puede superar 600")
      .default(60),
    AI_RATE_LIMIT_PER_MINUTE: z.coerce
      .number({ error: "AI_RATE_LIMIT_PER_MINUTE debe ser un número" })
      .int("AI_RATE_LIMIT_PER_MINUTE debe ser un número entero")
      .min(1, "AI_RATE_LIMIT_PER_MINUTE debe ser al menos 1")
      .max(10_000, "AI_RATE_LIMIT_PER_MINUTE no puede superar 10000")
      .default(20),
    // Campaign images: Palco's own poster engine, or the images API of any OpenAI-compatible endpoint.
    IMAGE_PROVIDER: z
      .enum(["offline", "openai-compatible"], { error: "IMAGE_PROVIDER debe ser offline u openai-compatible" })
      .default("offline"),
    IMAGE_BASE_URL: optionalText.pipe(
      z.url({ message: "IMAGE_BASE_URL debe ser una URL (ej: https://api.openai.com/v1)" }).optional(),
    ),
    IMAGE_API_KEY: optionalText,
    IMAGE_MODEL: optionalText,
    // Where VERI*FACTU records go when sending is on: the AEAT's test environment unless told otherwise.
    PALCO_VERIFACTU_URL: optionalText.pipe(
      z.url({ message: "PALCO_VERIFACTU_URL debe ser una URL (ej: https://prewww1.aeat.es/...)" }).optional(),
    ),
    // The agency's certificate (.p12) that seals every signed document (PAdES), and its password.
    PALCO_SIGNING_CERT: optionalText,
    PALCO_SIGNING_CERT_PASSWORD: optionalText,
    // Email through any SMTP server: smtp://user:pass@host:587 or smtps://user:pass@host:465.
    PALCO_SMTP_URL: optionalText.pipe(
      z
        .string()
        .regex(
          /^smtps?:\/\/[^\s]+$/,
          "PALCO_SMTP_URL debe empezar por smtp:// o smtps:// (ej: smtp://usuario:clave@servidor:587)",
        )
        .optional(),
    ),
    PALCO_MAIL_FROM: optionalText.pipe(
      z
        .string()
        .refine(isMailFrom, {
          message:
            "PALCO_MAIL_FROM debe ser una dirección de email, con o sin nombre (ej: avisos@agencia.com o Palco <avisos@agencia.com>)",
        })
        .optional(),
    ),
    // Web Push: the signing keys (generated into the data folder when unset) and extra push services' origins.
    PALCO_VAPID_PUBLIC_KEY: optionalText,
    PALCO_VAPID_PRIVATE_KEY: optionalText,
    PALCO_PUSH_SERVICES: z
      .string()
      .default("")
      .transform((value) =>
        value
          .split(",")
          .map((origin) => origin.trim())
          .filter(Boolean),
      )
      .pipe(
        z.array(
          z
            .url({ message: "PALCO_PUSH_SERVICES debe ser una lista de direcciones separadas por comas" })
            .transform((origin) => new URL(origin).origin),
        ),
      ),
    // The FIFA commission caps are written in US dollars; mandates are kept in euros.
    PALCO_USD_PER_EUR: z.coerce
      .number({ error: "PALCO_USD_PER_EUR debe ser un número (ej: 1.08)" })
      .positive("PALCO_USD_PER_EUR debe ser mayor que 0")
      .max(100, "PALCO_USD_PER_EUR no parece un tipo de cambio")
      .default(DEFAULT_USD_PER_EUR),
    PALCO_SAMPLE_DATA: z
      .enum(["true", "false", "1", "0", ""])
      .default("true")
      .transform((value) => value !== "false" && value !== "0"),
    // "true" is one proxy; a number says how many proxies append to X-Forwarded-For.
    PALCO_TRUST_PROXY: z
      .string()
      .trim()
      .default("false")
      .refine((value) => /^(true|false|\d{1,2})?$/.test(value), TRUST_PROXY_MESSAGE)
      .transform((value) => (value === "true" ? 1 : value === "false" || value === "" ? 0 : Number(value))),
  })
  .superRefine((env, ctx) => {
    if (env.AI_PROVIDER === "openai-compatible") {
      if (!env.AI_BASE_URL) ctx.addIssue({ code: "custom", path: ["AI_BASE_URL"], message: "Falta AI_BASE_URL" });
      if (!env.AI_MODEL) ctx.addIssue({ code: "custom", path: ["AI_MODEL"], message: "Falta AI_MODEL" });
    }
    if (env.IMAGE_PROVIDER === "openai-compatible") {
      if (!env.IMAGE_BASE_URL)
        ctx.addIssue({ code: "custom", path: ["IMAGE_BASE_URL"], message: "Falta IMAGE_BASE_URL" });
      if (!env.IMAGE_MODEL) ctx.addIssue({ code: "custom", path: ["IMAGE_MODEL"], message: "Falta IMAGE_MODEL" });
    }
    if (env.PALCO_SMTP_URL && !env.PALCO_MAIL_FROM)
      ctx.addIssue({
        code: "custom",
        path: ["PALCO_MAIL_FROM"],
        message: "Falta PALCO_MAIL_FROM (el remitente de los correos)",
      });
    if (Boolean(env.PALCO_VAPID_PUBLIC_KEY) !== Boolean(env.PALCO_VAPID_PRIVATE_KEY))
      ctx.addIssue({
        code: "custom",
        path: [env.PALCO_VAPID_PUBLIC_KEY ? "PALCO_VAPID_PRIVATE_KEY" : "PALCO_VAPID_PUBLIC_KEY"],
        message: "PALCO_VAPID_PUBLIC_KEY y PALCO_VAPID_PRIVATE_KEY van juntas",
      });
    const oidc = [env.PALCO_OIDC_ISSUER, env.PALCO_OIDC_CLIENT_ID, env.PALCO_OIDC_CLIENT_SECRET];
    if (oidc.some(Boolean) && !oidc.every(Boolean))
      ctx.addIssue({
        code: "custom",
        path: ["PALCO_OIDC_ISSUER"],
        message: "PALCO_OIDC_ISSUER, PALCO_OIDC_CLIENT_ID y PALCO_OIDC_CLIENT_SECRET van juntas",
      });
    if (env.PALCO_ADMIN_EMAIL && !env.PALCO_ADMIN_PASSWORD) {
      ctx.addIssue({ code: "custom", path: ["PALCO_ADMIN_PASSWORD"], message: "Falta PALCO_ADMIN_PASSWORD" });
    }
    if (env.PALCO_ADMIN_PASSWORD && env.PALCO_ADMIN_PASSWORD.length < 10) {
      ctx.addIssue({
        code: "custom",
        path: ["PALCO_ADMIN_PASSWORD"],
        message: "PALCO_ADMIN_PASSWORD debe tener al menos 10 caracteres",
      });
    }
  });

export type AppConfig = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /**
   * The server itself when DATABASE_URL is a transaction pooler (PgBouncer): what needs a session (LISTEN, advisory
   * locks, migrations, the job queue) goes here. Undefined: everything uses DATABASE_URL.
   */
  directDatabaseUrl: string | undefined;
  /**
   * A streaming replica of the database for reads that may lag (exports, the dashboard's figures, search, the
   * assistant's reads, statements). Undefined: every read goes to DATABASE_URL.
   */
  readDatabaseUrl: string | undefined;
  /** Processes serving one port (node:cluster); 1 runs Palco in this process alone. */
  workers: number;
  publicUrl: string | undefined;
  admin: { email: string; password: string; name: string } | undefined;
  authSecret: string | undefined;
  /** Sign-in with the agency's OpenID Connect provider, or undefined when only passwords are used. */
  singleSignOn: SingleSignOn | undefined;
  /** Reverse proxies in front of Palco that append to X-Forwarded-For (0: none, use the socket's address). */
  trustProxyHops: number;
  /** US dollars per euro, for the FIFA commission caps on mandates. */
  usdPerEur: number;
  /** Load the sample portfolio into an empty database on first start. */
  sampleData: boolean;
  /** The agency's time zone (IANA name): what "today" means for every rule, feed and screen. */
  timeZone: string;
  storage: { kind: "local"; folder: string } | { kind: "s3"; settings: S3Settings };
  ai: AiSettings;
  /** The AEAT's VERI*FACTU service (its test environment by default). */
  verifactuUrl: string;
  /** Email through SMTP, or undefined when Palco sends none. */
  mail: { smtpUrl: string; from: string } | undefined;
  /** The .p12 that seals signed documents, or undefined when they go unsealed. */
  signingCertificate: { path: string; passphrase: string } | undefined;
  /** Web Push: the configured signing keys (else the data folder's) and push services allowed beyond the browsers'. */
  push: { keys: { publicKey: string; privateKey: string } | undefined; extraOrigins: string[] };
};

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Configuración no válida:\n${lines.join("\n")}`);
  }
  const values = parsed.data;
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir: path.resolve(rootDir, values.PALCO_DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    directDatabaseUrl: values.PALCO_DIRECT_DATABASE_URL,
    readDatabaseUrl: values.PALCO_READ_DATABASE_URL,
    workers: values.PALCO_WORKERS === "auto" ? availableParallelism() : Number(values.PALCO_WORKERS ?? 1),
    publicUrl: values.PALCO_PUBLIC_URL,
    admin:
      values.PALCO_ADMIN_EMAIL && values.PALCO_ADMIN_PASSWORD
        ? {
            email: values.PALCO_ADMIN_EMAIL,
            password: values.PALCO_ADMIN_PASSWORD,
            name: values.PALCO_ADMIN_NAME ?? "Agente",
          }
        : undefined,
    authSecret: values.BETTER_AUTH_SECRET,
    singleSignOn:
      values.PALCO_OIDC_ISSUER && values.PALCO_OIDC_CLIENT_ID && values.PALCO_OIDC_CLIENT_SECRET
        ? {
            issuer: values.PALCO_OIDC_ISSUER,
            clientId: values.PALCO_OIDC_CLIENT_ID,
            clientSecret: values.PALCO_OIDC_CLIENT_SECRET,
            label: values.PALCO_OIDC_NAME ?? "la cuenta de la agencia",
          }
        : undefined,
    trustProxyHops: values.PALCO_TRUST_PROXY,
    sampleData: values.PALCO_SAMPLE_DATA,
    verifactuUrl: values.PALCO_VERIFACTU_URL ?? AEAT_SERVICE_URLS.test,
    signingCertificate: values.PALCO_SIGNING_CERT
      ? { path: path.resolve(rootDir, values.PALCO_SIGNING_CERT), passphrase: values.PALCO_SIGNING_CERT_PASSWORD ?? "" }
      : undefined,
    mail:
      values.PALCO_SMTP_URL && values.PALCO_MAIL_FROM
        ? { smtpUrl: values.PALCO_SMTP_URL, from: values.PALCO_MAIL_FROM }
        : undefined,
    push: {
      keys:
        values.PALCO_VAPID_PUBLIC_KEY && values.PALCO_VAPID_PRIVATE_KEY
          ? { publicKey: values.PALCO_VAPID_PUBLIC_KEY, privateKey: values.PALCO_VAPID_PRIVATE_KEY }
          : undefined,
      extraOrigins: values.PALCO_PUSH_SERVICES,
    },
    timeZone: values.PALCO_TIME_ZONE,
    usdPerEur: values.PALCO_USD_PER_EUR,
    storage: values.STORAGE_S3_BUCKET
      ? {
          kind: "s3",
          settings: {
            bucket: values.STORAGE_S3_BUCKET,
            region: values.STORAGE_S3_REGION ?? "us-east-1",
            endpoint: values.STORAGE_S3_ENDPOINT,
            accessKeyId: values.STORAGE_S3_ACCESS_KEY_ID,
            secretAccessKey: values.STORAGE_S3_SECRET_ACCESS_KEY,
            // Custom endpoints (MinIO, R2...) mostly want path-style addresses; AWS itself does not.
            forcePathStyle: values.STORAGE_S3_FORCE_PATH_STYLE ?? values.STORAGE_S3_ENDPOINT !== undefined,
          },
        }
      : { kind: "local", folder: path.join(path.resolve(rootDir, values.PALCO_DATA_DIR), "files") },
    ai: {
      provider:
        values.AI_PROVIDER === "openai-compatible" && values.AI_BASE_URL && values.AI_MODEL
          ? {
              kind: "openai-compatible",
              baseUrl: values.AI_BASE_URL,
              apiKey: values.AI_API_KEY,
              model: values.AI_MODEL,
            }
          : { kind: "offline" },
      image:
        values.IMAGE_PROVIDER === "openai-compatible" && values.IMAGE_BASE_URL && values.IMAGE_MODEL
          ? {
              kind: "openai-compatible",
              baseUrl: values.IMAGE_BASE_URL,
              apiKey: values.IMAGE_API_KEY,
              model: values.IMAGE_MODEL,
            }
          : { kind: "offline" },
      timeoutMs: values.AI_TIMEOUT_SECONDS * 1000,
      requestsPerMinute: values.AI_RATE_LIMIT_PER_MINUTE,
    },
  };
}
