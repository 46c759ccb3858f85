import { z } from "zod";

import type { DeleteImpact } from "../domain/delete-impact";
import { strictObject } from "./common";

/** Whether the screens still show sample records the agent has not touched (the banner's question). */
export type SampleDataStatus = { showing: boolean };

/** The agent's answer on setup: start with the sample portfolio or from nothing. */
export const sampleDataChoiceSchema = strictObject({
  load: z.boolean({ error: "Indica si quieres cargar los datos de ejemplo" }),
});
export type SampleDataChoice = z.infer<typeof sampleDataChoiceSchema>;

export type SampleDataCleared = { removed: number; kept: number };

/**
 * A sample player, brand or club that clearing the sample keeps, and why: the agent edited it, or records still
 * point to it (`impact`: what deleting it would take along, the same counts a deletion's confirmation shows).
 */
export type KeptSampleRecord = {
  kind: "player" | "brand" | "club";
  id: string;
  name: string;
  edited: boolean;
  impact: DeleteImpact;
};
/** `cleared`: "Borrar datos de ejemplo" already ran; the records listed are what it kept. */
export type SampleDataKept = { cleared: boolean; records: KeptSampleRecord[] };
