import { readdirSync } from "node:fs";
import path from "node:path";
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// A feature imports no other feature and nothing of the app that composes them: what two features share lives in
// components, hooks, lib or config. One block per feature, since each may import its own files.
const features = readdirSync(path.join(import.meta.dirname, "src/web/features"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureBoundaries = features.map((feature) => ({
  files: [`src/web/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    "no-restricted-imports": [
      "error",
      {
        patterns: [
          {
            group: ["@/features/*", `!@/features/${feature}`, `!@/features/${feature}/**`],
            message: "Una funcionalidad no importa otra: lleva lo común a components, hooks, lib o config.",
          },
          { group: ["@/app/*", "@/app/**"], message: "Las funcionalidades no importan la app que las compone." },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  { ignores: ["dist", "data", "node_modules", "test-results", "playwright-report", "src/server/db/migrations"] },
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
    files: ["src/shared/**/*.ts"],
    rules: {
      // The contract both sides import: no Node, nothing of the server or the web.
      "no-restricted-imports": ["error", { patterns: ["node:*", "**/server/**", "**/web/**", "@/*"] }],
    },
  },
  {
    files: ["src/server/db/queries/**/*.ts"],
    rules: {
      // Queries say what is refused with domain errors (rules/domain-errors.ts); HTTP is the routes' business.
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/http/*", "**/routes/*", "hono", "hono/*"],
              message: "Las consultas no conocen HTTP: lanza un DomainError (server/rules/domain-errors.ts).",
            },
          ],
        },
      ],
    },
  },
  ...featureBoundaries,
  {
    files: ["scripts/**/*.mjs"],
    languageOptions: { globals: globals.node },
  },
);
