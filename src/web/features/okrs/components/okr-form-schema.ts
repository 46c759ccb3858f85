import { z } from "zod";

import { proposedOkrQuarter } from "@shared/domain/okr-quarter";
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

/** A new OKR is for the quarter being planned: this one, or the next when this one is nearly over. */
export const okrFormDefaults = (today: string, okr?: Okr): OkrFormInput => ({
  objective: okr?.objective ?? "",
  description: okr?.description ?? "",
  quarter: okr?.quarter ?? proposedOkrQuarter(today).quarter,
  year: okr?.year ?? proposedOkrQuarter(today).year,
  status: okr?.status ?? "active",
  playerId: okr?.playerId ?? "",
  keyResults: okr?.keyResults.map((keyResult) => ({ ...keyResult })) ?? [emptyKeyResult()],
});
