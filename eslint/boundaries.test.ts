import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { importX } from "eslint-plugin-import-x";
import tseslint from "typescript-eslint";
import { describe, expect, it } from "vitest";

import { boundaryZones } from "./boundaries.js";

// A small project laid out like Palco, where every import that crosses a boundary ends in "// forbidden". If a
// zone is loosened (or the resolver stops seeing an alias, a relative path or a dynamic import), a line goes quiet.
const fixtures = path.join(import.meta.dirname, "fixtures");

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

function forbiddenLines(files: string[]): string[] {
  return files.flatMap((file) =>
    readFileSync(file, "utf8")
      .split("\n")
      .flatMap((line, index) =>
        line.includes("// forbidden") ? [`${path.relative(fixtures, file)}:${index + 1}`] : [],
      ),
  );
}

describe("the import boundaries", () => {
  it("report every forbidden import of the fixtures, and nothing else", async () => {
    const eslint = new ESLint({
      cwd: fixtures,
      overrideConfigFile: true,
      overrideConfig: [
        {
          files: ["**/*.{ts,tsx}"],
          languageOptions: { parser: tseslint.parser },
          plugins: { "import-x": importX },
          settings: {
            "import-x/resolver-next": [
              createTypeScriptImportResolver({ project: path.join(fixtures, "tsconfig.json") }),
            ],
          },
          rules: {
            "import-x/no-restricted-paths": ["error", { basePath: fixtures, zones: boundaryZones(fixtures) }],
          },
        },
      ],
    });
    const files = sourceFiles(path.join(fixtures, "src"));
    const results = await eslint.lintFiles(files);
    const fatal = results.flatMap((result) => result.messages.filter((message) => message.fatal));
    expect(fatal).toEqual([]);
    const reported = results.flatMap((result) =>
      result.messages
        .filter((message) => message.ruleId === "import-x/no-restricted-paths")
        .map((message) => `${path.relative(fixtures, result.filePath)}:${message.line}`),
    );
    const expected = forbiddenLines(files);
    expect(expected.length).toBeGreaterThan(20);
    expect([...new Set(reported)].sort()).toEqual(expected.sort());
  });
});
