import { gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";

import { keptJson } from "./kept-json";

const big = { items: Array.from({ length: 200 }, (_, index) => ({ id: index, name: `Jugador ${index}` })) };
const small = { ok: true };
const app = new Hono().get("/big", (c) => keptJson(c, big)).get("/small", (c) => keptJson(c, small));

describe("keptJson", () => {
  it("compresses a large answer for a browser that accepts gzip, with its length, and reuses the bytes", async () => {
    const first = await app.request("/big", { headers: { "Accept-Encoding": "gzip, deflate, br" } });
    expect(first.headers.get("Content-Encoding")).toBe("gzip");
    expect(first.headers.get("Vary")).toContain("Accept-Encoding");
    const bytes = Buffer.from(await first.arrayBuffer());
    expect(Number(first.headers.get("Content-Length"))).toBe(bytes.byteLength);
    expect(JSON.parse(gunzipSync(bytes).toString("utf8"))).toEqual(big);
    const second = await app.request("/big", { headers: { "Accept-Encoding": "gzip" } });
    expect(Buffer.from(await second.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it("sends plain JSON to a client that refuses gzip or does not name it, and small answers always", async () => {
    for (const encoding of ["", "br", "gzip;q=0", "identity"]) {
      const response = await app.request("/big", { headers: encoding ? { "Accept-Encoding": encoding } : {} });
      expect(response.headers.get("Content-Encoding")).toBeNull();
      expect(await response.json()).toEqual(big);
    }
    const tiny = await app.request("/small", { headers: { "Accept-Encoding": "gzip" } });
    expect(tiny.headers.get("Content-Encoding")).toBeNull();
    expect(tiny.headers.get("Content-Type")).toBe("application/json");
    expect(await tiny.json()).toEqual(small);
  });
});
