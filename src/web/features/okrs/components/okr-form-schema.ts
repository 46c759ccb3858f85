import { z } from "zod";

import { createOkrSchema, KEY_RESULT_DEFAULTS, type Okr } from "@shared/schemas/okr";

/** The API's own rules; the player picker's "" means no player. */
export const okrFormSchema = createOkrSchema.omit({ playerId: true, assignedTo: true }).extend({
  playerId: z.string(),
  quarter: createOkrSchema.shape.quarter.unwrap(),
  year: createOkrSchema.shape.year.unwrap(),
  status: createOkrSchema.shape.status.unwrap(),
});

export type OkrFormInput = z.input<typeof okrFormSchema>;
export type OkrFormOutput = z.output<typeof okrFormSchema>;

export const emptyKeyResult = () => ({ title: "", ...KEY_RESULT_DEFAULTS });

export const okrFormDefaults = (currentYear: number, okr?: Okr): OkrFormInput => ({
  objective: okr?.objective ?? "",
  description: okr?.description ?? "",
  quarter: okr?.quarter ?? "Q1",
  year: okr?.year ?? currentYear,
  status: okr?.status ?? "active",
  playerId: okr?.playerId ?? "",
  keyResults: okr?.keyResults.map((keyResult) => ({ ...keyResult })) ?? [emptyKeyResult()],
});
