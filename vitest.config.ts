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
          // Pure rules share a worker's imported modules from file to file: importing them again for each file was
          // half of the project's time (21.8 s → 12.9 s).
          isolate: false,
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
          // One jsdom and one import of React per worker (12.5 s → 4.7 s); the setup file empties the document and
          // the toasts after every test, so no file sees another's.
          isolate: false,
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
