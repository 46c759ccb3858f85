import type { HealthReport } from "@shared/schemas/qa";
import { formatNumber } from "@/lib/format";

import type { CheckOutcome } from "./types";

export async function checkApiHealth(): Promise<CheckOutcome> {
  const started = performance.now();
  const response = await fetch("/api/health", { cache: "no-store" });
  const roundTrip = performance.now() - started;
  const health = (await response.json().catch(() => undefined)) as HealthReport | undefined;
  if (!response.ok || health?.status !== "ok") {
    return {
      passed: false,
      detail: `La API respondió ${response.status}${health?.database === "unavailable" ? ": base de datos no disponible" : ""}`,
    };
  }
  const database = health.databaseMs === undefined ? "" : ` · base de datos ${formatNumber(health.databaseMs)} ms`;
  return {
    passed: true,
    detail: `API en marcha (versión ${health.version}) · ida y vuelta ${formatNumber(Math.round(roundTrip))} ms${database}`,
  };
}
