import type { z } from "zod";

import { passwordChangeSchema, profileSchema } from "@shared/schemas/agent-settings";
import { createApprovalSchema } from "@shared/schemas/approval";
import { loginSchema, setupSchema } from "@shared/schemas/auth";
import { createBrandSchema } from "@shared/schemas/brand";
import { createDealSchema } from "@shared/schemas/deal";
import { createEventSchema } from "@shared/schemas/event";
import { createInvestmentSchema } from "@shared/schemas/investment";
import { createNewsSchema } from "@shared/schemas/news";
import { createOkrSchema } from "@shared/schemas/okr";
import { createPlayerSchema } from "@shared/schemas/player";

import { countText, type CheckOutcome } from "./types";

export type SchemaCase = { form: string; schema: z.ZodType; valid: unknown; invalid: unknown };

const ID = "7a0c7a55-2f5c-4d2e-9a34-6c1f0d1e2b3c";

/** One correct and one wrong input for every form the screens submit. */
export const SCHEMA_CASES: SchemaCase[] = [
  {
    form: "Jugador",
    schema: createPlayerSchema,
    valid: { name: "Ana López", position: "Delantera", nationality: "España", team: "CD Uno" },
    invalid: { name: " ", position: "Delantera", nationality: "España", team: "CD Uno" },
  },
  {
    form: "Marca",
    schema: createBrandSchema,
    valid: { name: "Zenit", sector: "Deportes" },
    invalid: { name: "Zenit", sector: "" },
  },
  {
    form: "Patrocinio",
    schema: createDealSchema,
    valid: { playerId: ID, brandId: ID, startDate: "2026-01-01", renewDate: "2027-01-01" },
    invalid: { playerId: ID, brandId: ID, startDate: "2027-01-01", renewDate: "2026-01-01" },
  },
  {
    form: "Evento",
    schema: createEventSchema,
    valid: { playerId: ID, type: "Partido", title: "Derbi", date: "2026-12-01", time: "20:00" },
    invalid: { playerId: ID, type: "Partido", title: "Derbi", date: "2026-12-01", time: "25:00" },
  },
  {
    form: "Noticia",
    schema: createNewsSchema,
    valid: { playerId: ID, title: "Gran partido", source: "Diario", date: "2026-11-01", sentiment: "positivo" },
    invalid: { playerId: ID, title: "", source: "Diario", date: "2026-11-01", sentiment: "positivo" },
  },
  {
    form: "Inversión",
    schema: createInvestmentSchema,
    valid: { playerId: ID, type: "Inmueble", name: "Piso", date: "2026-10-01" },
    invalid: { playerId: ID, type: "Inmueble", name: "Piso", date: "2026-02-30" },
  },
  {
    form: "OKR",
    schema: createOkrSchema,
    valid: { objective: "Crecer", keyResults: [{ title: "1M seguidores" }] },
    invalid: { objective: "Crecer", keyResults: [{ title: "  " }] },
  },
  {
    form: "Aprobación",
    schema: createApprovalSchema,
    valid: { playerId: ID, kind: "renewal", title: "Renovación" },
    invalid: { playerId: ID, kind: "renewal", title: "" },
  },
  {
    form: "Perfil",
    schema: profileSchema,
    valid: { name: "Marta", email: "marta@palco.test", phone: "+34 600 123 456" },
    invalid: { name: "Marta", email: "marta@", phone: "" },
  },
  {
    form: "Contraseña",
    schema: passwordChangeSchema,
    valid: { currentPassword: "actual-segura", newPassword: "nueva-más-segura" },
    invalid: { currentPassword: "actual-segura", newPassword: "corta" },
  },
  {
    form: "Inicio de sesión",
    schema: loginSchema,
    valid: { email: "marta@palco.test", password: "x" },
    invalid: { email: "", password: "x" },
  },
  {
    form: "Alta de cuenta",
    schema: setupSchema,
    valid: { name: "Marta", email: "marta@palco.test", password: "contraseña-larga" },
    invalid: { name: "Marta", email: "marta@palco.test", password: "corta" },
  },
];

// zod's own English messages: a form showing one of these has lost its Spanish text.
const DEFAULT_MESSAGE = /^(Invalid|Required|Expected|Too (small|big)|String must|Number must|Unrecognized)/i;

function problemOf({ form, schema, valid, invalid }: SchemaCase): string | undefined {
  const accepted = schema.safeParse(valid);
  if (!accepted.success)
    return `${form}: rechaza un dato válido (${accepted.error.issues[0]?.message ?? "sin mensaje"})`;
  const refused = schema.safeParse(invalid);
  if (refused.success) return `${form}: acepta un dato no válido`;
  const message = refused.error.issues[0]?.message ?? "";
  if (!message || DEFAULT_MESSAGE.test(message)) return `${form}: el error no está en español («${message}»)`;
  return undefined;
}

export function checkSchemaCases(cases: SchemaCase[]): CheckOutcome {
  const problems = cases.map(problemOf).filter((problem): problem is string => problem !== undefined);
  if (problems.length > 0) return { passed: false, detail: problems.join(" · ") };
  return {
    passed: true,
    detail: `${countText(cases.length, "formulario", "formularios")}: aceptan datos válidos y rechazan los no válidos con mensajes en español`,
  };
}
