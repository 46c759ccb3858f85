import { z } from "zod";

import { OKR_QUARTERS, OKR_STATUSES, type OkrQuarter, type OkrStatus } from "../domain/enums";
import { entityId, optionalFilter, optionalText, pageQuery, strictObject } from "./common";

export const OKR_OBJECTIVE_REQUIRED = "El objetivo es requerido";
export const OKR_KEY_RESULT_REQUIRED = "Añade al menos un resultado clave";

export const KEY_RESULT_DEFAULTS = { target: 100, current: 0, unit: "%" } as const;

export type KeyResult = { id: string; title: string; target: number; current: number; unit: string };

const keyResultCurrent = z
  .number({ error: "El valor actual debe ser un número" })
  .min(0, "El valor actual no puede ser negativo")
  .max(1e12, "Valor demasiado grande");

const keyResultInput = strictObject({
  id: z.string().trim().max(64).optional(),
  title: z
    .string({ error: "El título del resultado clave debe ser un texto" })
    .trim()
    .max(200, "Título demasiado largo"),
  target: z
    .number({ error: "La meta debe ser un número" })
    .positive("La meta debe ser mayor que 0")
    .max(1e12, "Meta demasiado grande")
    .default(KEY_RESULT_DEFAULTS.target),
  current: keyResultCurrent.default(KEY_RESULT_DEFAULTS.current),
  unit: z
    .string({ error: "La unidad debe ser un texto" })
    .trim()
    .max(20, "Unidad demasiado larga")
    .default(KEY_RESULT_DEFAULTS.unit),
});

/** Rows with a blank title are dropped; at least one must remain. */
const keyResults = z
  .array(keyResultInput, { error: OKR_KEY_RESULT_REQUIRED })
  .max(20, "Un OKR admite como máximo 20 resultados clave")
  .transform((rows) => rows.filter((row) => row.title.length > 0))
  .refine((rows) => rows.length > 0, OKR_KEY_RESULT_REQUIRED);

const okrFields = {
  objective: z
    .string({ error: OKR_OBJECTIVE_REQUIRED })
    .trim()
    .min(1, OKR_OBJECTIVE_REQUIRED)
    .max(300, "El objetivo no puede superar 300 caracteres"),
  description: optionalText(2000),
  quarter: z.enum(OKR_QUARTERS, { error: "Trimestre no válido" }),
  year: z
    .number({ error: "El año debe ser un número" })
    .int("El año debe ser un número entero")
    .min(2000, "Año no válido")
    .max(2100, "Año no válido"),
  status: z.enum(OKR_STATUSES, { error: "Estado no válido" }),
  keyResults,
  playerId: entityId("Jugador no válido").nullable(),
  assignedTo: optionalText(120).nullable(),
};

export const createOkrSchema = strictObject({
  objective: okrFields.objective,
  keyResults: okrFields.keyResults,
  description: okrFields.description.optional(),
  quarter: okrFields.quarter.optional(),
  year: okrFields.year.optional(),
  status: okrFields.status.optional(),
  playerId: okrFields.playerId.optional(),
  assignedTo: okrFields.assignedTo.optional(),
});
export type CreateOkrInput = z.input<typeof createOkrSchema>;

export const updateOkrSchema = strictObject(okrFields).partial();
export type UpdateOkrInput = z.input<typeof updateOkrSchema>;

export const MAX_OKRS_PER_BATCH = 10;

/** Several OKRs saved together or not at all (the AI's full set). */
export const createOkrBatchSchema = strictObject({
  okrs: z
    .array(createOkrSchema, { error: "Envía una lista de OKRs" })
    .min(1, "Envía al menos un OKR")
    .max(MAX_OKRS_PER_BATCH, `Como máximo ${MAX_OKRS_PER_BATCH} OKRs a la vez`),
});
export type CreateOkrBatchInput = z.input<typeof createOkrBatchSchema>;

/** A check-in: the new current value of one key result. */
export const keyResultCheckInSchema = strictObject({ current: keyResultCurrent });
export type KeyResultCheckInInput = z.input<typeof keyResultCheckInSchema>;
export const KEY_RESULT_NOT_FOUND = "Resultado clave no encontrado";
export const listOkrsQuerySchema = strictObject({
  playerId: optionalFilter(entityId("Jugador no válido")),
  status: optionalFilter(z.enum(OKR_STATUSES, { error: "Estado no válido" })),
  year: optionalFilter(z.coerce.number({ error: "Año no válido" }).int("Año no válido").min(2000).max(2100)),
  quarter: optionalFilter(z.enum(OKR_QUARTERS, { error: "Trimestre no válido" })),
  ...pageQuery,
});
export type ListOkrsQuery = z.infer<typeof listOkrsQuerySchema>;

export type Okr = {
  id: string;
  objective: string;
  description: string;
  quarter: OkrQuarter;
  year: number;
  status: OkrStatus;
  keyResults: KeyResult[];
  playerId: string | null;
  /** The player's name, read with the OKR. */
  playerName: string | null;
  assignedTo: string | null;
  progress: number;
  createdAt: string;
  updatedAt: string;
  /** Raised by every update; sent back as If-Match so that an edit from an older read is refused. */
  version: number;
};
