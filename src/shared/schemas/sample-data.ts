import { z } from "zod";

import { strictObject } from "./common";

/** Whether the screens still show sample records the agent has not touched (the banner's question). */
export type SampleDataStatus = { showing: boolean };

/** The agent's answer on setup: start with the sample portfolio or from nothing. */
export const sampleDataChoiceSchema = strictObject({
  load: z.boolean({ error: "Indica si quieres cargar los datos de ejemplo" }),
});
export type SampleDataChoice = z.infer<typeof sampleDataChoiceSchema>;

export type SampleDataCleared = { removed: number; kept: number };
