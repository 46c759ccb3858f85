import { z } from "zod";

import { FIFA_RULE_STATUSES, type FifaRuleKey, type FifaRuleStatus } from "../domain/fifa-rules";
import { requiredText, strictObject } from "./common";

export const updateFifaRuleSchema = strictObject({
  status: z.enum(FIFA_RULE_STATUSES, { error: "El estado debe ser «en vigor» o «suspendida»" }),
  source: requiredText("Indica la fuente de la regla (artículo o circular)", 300),
}).partial();
export type UpdateFifaRuleInput = z.infer<typeof updateFifaRuleSchema>;

export type FifaRule = {
  id: string;
  key: FifaRuleKey;
  title: string;
  status: FifaRuleStatus;
  source: string;
  updatedAt: string;
  version: number;
};
