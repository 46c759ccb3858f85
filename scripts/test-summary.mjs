// Prints one closing line for the whole run ("N passed, N failed") from the Vitest and Playwright JSON reports.
import { existsSync, readFileSync } from "node:fs";

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : undefined);
const vitest = read("test-results/vitest.json");
const playwright = read("test-results/playwright.json");
if (!vitest || !playwright) {
  console.error("Faltan los informes de Vitest o Playwright en test-results/");
  process.exit(1);
}

const unit = { passed: vitest.numPassedTests, failed: vitest.numFailedTests };
const e2e = { passed: playwright.stats.expected + playwright.stats.flaky, failed: playwright.stats.unexpected };
console.log(`unit+integration: ${unit.passed} passed, ${unit.failed} failed`);
console.log(`end-to-end: ${e2e.passed} passed, ${e2e.failed} failed`);
console.log(`${unit.passed + e2e.passed} passed, ${unit.failed + e2e.failed} failed`);
process.exit(unit.failed + e2e.failed > 0 || unit.passed + e2e.passed === 0 ? 1 : 0);
