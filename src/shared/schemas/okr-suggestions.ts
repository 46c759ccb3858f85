import { z } from "zod";

import { OKR_QUARTERS } from "../domain/enums";
import { entityId, strictObject } from "./common";

export const OBJECTIVE_NEEDED = "Primero escribe un objetivo";
export const PLAYER_NEEDED = "Selecciona un jugador";

export const okrSuggestionRequestSchema = z.discriminatedUnion(
  "type",
  [
    strictObject({
      type: z.literal("key-results"),
      objective: z
        .string({ error: OBJECTIVE_NEEDED })
        .trim()
        .min(1, OBJECTIVE_NEEDED)
        .max(300, "El objetivo no puede superar 300 caracteres"),
    }),
    strictObject({
      type: z.literal("full-okr"),
      // SPEC.md sends the player with their deals and investments; only the id is read, the rest comes from the database.
      playerData: z.looseObject({ id: entityId(PLAYER_NEEDED) }, { error: PLAYER_NEEDED }),
      quarter: z.enum(OKR_QUARTERS, { error: "Trimestre no válido" }),
      year: z
        .number({ error: "El año debe ser un número" })
        .int("El año debe ser un número entero")
        .min(2000, "Año no válido")
        .max(2100, "Año no válido"),
    }),
  ],
  { error: "type debe ser key-results o full-okr" },
);
export type OkrSuggestionRequest = z.infer<typeof okrSuggestionRequestSchema>;

/** A suggested key result: what a model must return too, validated by this schema. */
export const suggestedKeyResultSchema = z.object({
  title: z.string().trim().min(1).max(200),
  target: z.number().positive().max(1e12),
  current: z.number().min(0).max(1e12),
  unit: z.string().trim().max(20),
});
export type SuggestedKeyResult = z.infer<typeof suggestedKeyResultSchema>;

export const suggestedOkrSchema = z.object({
  objective: z.string().trim().min(1).max(300),
  description: z.string().trim().max(2000),
  keyResults: z.array(suggestedKeyResultSchema).min(1).max(6),
});
export type SuggestedOkr = z.infer<typeof suggestedOkrSchema>;

export const keyResultSuggestionsSchema = z.object({ keyResults: z.array(suggestedKeyResultSchema).min(1).max(6) });
export const fullOkrSuggestionsSchema = z.object({ okrs: z.array(suggestedOkrSchema).length(3) });
