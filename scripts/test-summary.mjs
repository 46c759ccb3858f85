// Prints one closing line for the whole run ("N passed, N failed") from the Vitest and Playwright JSON reports, and
// holds the unit project to its per-file time budget: a unit file is rules and parsers, seconds to run; one that grows
// past the budget belongs in a benchmark or needs fewer cases, and CI says which.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : undefined);
const vitest = read("test-results/vitest.json");
const playwright = read("test-results/playwright.json");
if (!vitest || !playwright) {
  console.error("Faltan los informes de Vitest o Playwright en test-results/");
  process.exit(1);
}

// Generous for two busy cores (the integration files run beside the unit ones): the poster file takes about 9 s alone.
const UNIT_FILE_BUDGET_SECONDS = 20;
const overBudget = vitest.testResults
  .filter((file) => !file.name.endsWith(".db.test.ts"))
  .map((file) => ({ name: path.relative(process.cwd(), file.name), seconds: (file.endTime - file.startTime) / 1000 }))
  .filter((file) => file.seconds > UNIT_FILE_BUDGET_SECONDS);
for (const file of overBudget) {
  console.error(
    `Prueba unitaria fuera de presupuesto: ${file.name} tardó ${file.seconds.toFixed(1)} s (máximo ${UNIT_FILE_BUDGET_SECONDS} s)`,
  );
}

const unit = { passed: vitest.numPassedTests, failed: vitest.numFailedTests };
const e2e = { passed: playwright.stats.expected + playwright.stats.flaky, failed: playwright.stats.unexpected };
console.log(`unit+integration: ${unit.passed} passed, ${unit.failed} failed`);
console.log(`end-to-end: ${e2e.passed} passed, ${e2e.failed} failed`);
console.log(`${unit.passed + e2e.passed} passed, ${unit.failed + e2e.failed} failed`);
process.exit(unit.failed + e2e.failed > 0 || unit.passed + e2e.passed === 0 || overBudget.length > 0 ? 1 : 0);
