import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { compress } from "hono/compress";
import Papa from "papaparse";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import type { AppEnv } from "./app-env";
import { csvResponse, toCsv } from "./csv-export";

type Row = { name: string };

describe("a CSV export whose data source fails after the first page", () => {
  let server: ReturnType<typeof serve>;
  let url: string;
  beforeAll(async () => {
    // Compressed as the app compresses its answers: gzip hides a source's failure behind a clean end.
    const app = new Hono<AppEnv>().use(compress()).get("/export.csv", (c) =>
      csvResponse<Row>(
        c,
        { fileName: "prueba", columns: [{ header: "Nombre", value: (row) => row.name }] },
        async (cursor) => {
          if (cursor) throw new Error("connection lost: postgres://palco:clave-secreta@db/palco");
          return {
            items: Array.from({ length: 1000 }, (_, index) => ({ name: `Fila ${index}` })),
            nextCursor: "siguiente",
          };
        },
      ),
    );
    server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise((resolve) => server.once("listening", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/export.csv`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it("cuts the download instead of ending it as a whole file, and logs the cause without its secret", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      // Cut before or after the status line, depending on what gzip held back: never a file that ends cleanly.
      const download = fetch(url, { headers: { "Accept-Encoding": "gzip" } }).then((response) => response.text());
      await expect(download).rejects.toThrow();
      const lines = logged.mock.calls.map((call) => call.join(" "));
      expect(lines.some((line) => line.includes("exportación CSV prueba cortada"))).toBe(true);
      expect(lines.join("\n")).not.toContain("clave-secreta");
    } finally {
      logged.mockRestore();
    }
  });
});

describe("a CSV cell a spreadsheet would read as a formula", () => {
  it("starts with an apostrophe, a line break inside it included", () => {
    const csv = toCsv([['=HYPERLINK("http://x")\nsegunda línea', "+34 600", "@SUM(A1)", "-2", "Zenit = patrocinio"]]);
    const [first, phone, at, minus, plain] = Papa.parse<string[]>(csv, { delimiter: ";" }).data[0]!;
    expect(first).toBe('\'=HYPERLINK("http://x")\nsegunda línea');
    expect(phone).toBe("'+34 600");
    expect(at).toBe("'@SUM(A1)");
    expect(minus).toBe("'-2");
    expect(plain).toBe("Zenit = patrocinio");
  });
});
