import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { ESLint, type Linter } from "eslint";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { importX } from "eslint-plugin-import-x";
import tseslint from "typescript-eslint";
import { describe, expect, it } from "vitest";

import projectConfig from "../eslint.config.js";
import { boundaryZones } from "./boundaries.js";

// A small project laid out like Palco, where every import that crosses a boundary ends in "// forbidden". If a
// zone is loosened (or the resolver stops seeing an alias, a relative path or a dynamic import), a line goes quiet.
const fixtures = path.join(import.meta.dirname, "fixtures");

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The lines of `files` that end in `marker`, as "file:line". */
function markedLines(files: string[], marker: string): string[] {
  return files.flatMap((file) =>
    readFileSync(file, "utf8")
      .split("\n")
      .flatMap((line, index) => (line.includes(marker) ? [`${path.relative(fixtures, file)}:${index + 1}`] : [])),
  );
}

// The block of eslint.config.js that holds the import rules: its settings and its rules are the ones tested.
const importRules = projectConfig.find((config) => config.rules?.["import-x/no-restricted-paths"]);

/** ESLint on the fixtures with one of the project's import rules and the project's import settings. */
async function reportsOf(rule: string, entry: unknown) {
  const eslint = new ESLint({
    cwd: fixtures,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ["**/*.{ts,tsx}"],
        languageOptions: { parser: tseslint.parser },
        plugins: { "import-x": importX },
        settings: {
          ...importRules?.settings,
          // The fixtures' own aliases: the project's resolver reads the project's tsconfig.
          "import-x/resolver-next": [createTypeScriptImportResolver({ project: path.join(fixtures, "tsconfig.json") })],
        },
        rules: { [rule]: entry as Linter.RuleEntry },
      },
    ],
  });
  const files = sourceFiles(path.join(fixtures, "src"));
  const results = await eslint.lintFiles(files);
  const fatal = results.flatMap((result) => result.messages.filter((message) => message.fatal));
  expect(fatal).toEqual([]);
  const reported = results.flatMap((result) =>
    result.messages
      .filter((message) => message.ruleId === rule)
      .map((message) => `${path.relative(fixtures, result.filePath)}:${message.line}`),
  );
  return { files, reported: [...new Set(reported)].sort() };
}

describe("the import boundaries", () => {
  it("report every forbidden import of the fixtures, and nothing else", async () => {
    const { files, reported } = await reportsOf("import-x/no-restricted-paths", [
      "error",
      { basePath: fixtures, zones: boundaryZones(fixtures) },
    ]);
    const expected = markedLines(files, "// forbidden");
    expect(expected.length).toBeGreaterThan(20);
    expect(reported).toEqual(expected.sort());
  });

  it("report an import cycle, and not a cycle of types only", async () => {
    // The rule as the project sets it: turned off or loosened there, this test fails.
    const { files, reported } = await reportsOf(
      "import-x/no-cycle",
      importRules?.rules?.["import-x/no-cycle"] ?? "off",
    );
    const expected = markedLines(files, "// cycle");
    expect(expected).toHaveLength(2);
    expect(reported).toEqual(expected.sort());
  });
});
