import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "@": fileURLToPath(new URL("./src/web", import.meta.url)),
      "@shared": fileURLToPath(new URL("./src/shared", import.meta.url)),
    },
  },
  test: {
    include: ["src/**/*.test.ts"],
    globalSetup: ["src/server/test/global-setup.ts"],
    testTimeout: 30_000,
    reporters: ["default", ["json", { outputFile: "test-results/vitest.json" }]],
    hookTimeout: 60_000,
    // Two cores: files run in parallel against the one shared PostgreSQL, each on its own database.
    maxWorkers: 2,
  },
});
