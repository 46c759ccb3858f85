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
    reporters: ["default", ["json", { outputFile: "test-results/vitest.json" }]],
    // Two cores: two workers.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          // Rules, parsers and components: no database, no app, seconds to run.
          name: "unit",
          include: ["src/**/*.test.ts", "eslint/*.test.ts"],
          exclude: ["src/**/*.db.test.ts"],
        },
      },
      {
        extends: true,
        test: {
          // The web layer's components, rendered in jsdom with Testing Library: no server, no browser.
          name: "web",
          include: ["src/web/**/*.test.tsx"],
          environment: "jsdom",
          setupFiles: ["src/web/test/setup.ts"],
        },
      },
      {
        extends: true,
        test: {
          // The real app against the run's one PostgreSQL, each file on a fresh database of its own.
          name: "integration",
          include: ["src/**/*.db.test.ts"],
          globalSetup: ["src/server/test/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file builds its own app and database, so a worker can keep the app's modules imported between
          // files instead of importing them again for every file.
          isolate: false,
        },
      },
    ],
  },
});
