import type { IntegrityReport } from "@shared/schemas/qa";
import { api } from "@/lib/api-client";
import { formatInteger } from "@/lib/format";

import { countText, type CheckOutcome } from "./types";

export async function checkDataIntegrity(): Promise<CheckOutcome> {
  const report = await api.get<IntegrityReport>("/qa/integrity");
  const broken = report.rules.filter((rule) => rule.violations > 0);
  if (broken.length > 0)
    return {
      passed: false,
      detail: broken.map((rule) => `${rule.rule}: ${formatInteger(rule.violations)}`).join(" · "),
    };
  return {
    passed: true,
    detail: `${countText(report.rules.length, "regla se cumple", "reglas se cumplen")} en ${formatInteger(report.rows)} registros`,
  };
}
