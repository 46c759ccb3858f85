import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

import { boundaryZones } from "./eslint/boundaries.js";

export default tseslint.config(
  {
    ignores: [
      "dist",
      "data",
      "node_modules",
      "test-results",
      "playwright-report",
      "src/server/db/migrations",
      "eslint/fixtures",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // The service worker runs in its own scope (self, clients, registration), not a page's.
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["src/web/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Which folder may import which, checked on resolved paths (eslint/boundaries.js; its fixtures prove each zone).
    files: ["src/**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "tsconfig.json" })],
      // no-cycle reads the imported files too: with TypeScript's parser, as the files themselves are read.
      "import-x/extensions": [".ts", ".tsx"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
    },
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        { basePath: import.meta.dirname, zones: boundaryZones(import.meta.dirname) },
      ],
      // No import cycle, type-only imports aside: they vanish from the built code.
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
  {
    files: ["src/shared/**/*.ts"],
    // The contract both sides run: no Node built-ins.
    rules: { "no-restricted-imports": ["error", { patterns: ["node:*"] }] },
  },
  {
    // A spec takes its test and page from fixtures/test.ts, whose tab passes from test to test: a fresh context per
    // test costs half of a short test. A spec that needs a context of its own asks the fixture for `freshTab`.
    files: ["e2e/**/*.spec.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@playwright/test",
              importNames: ["test"],
              message: "Import test from e2e/fixtures/test.ts: it hands each test the worker's tab.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["scripts/**/*.mjs"],
    languageOptions: { globals: globals.node },
  },
);
