import { gunzipSync } from "node:zlib";
import { expect, it } from "vitest";

import { useSignedInApp } from "../test/signed-in-app";

const t = useSignedInApp({}, { sample: true });
const gzip = { headers: { "Accept-Encoding": "gzip, deflate, br" } };

it("sends a small JSON answer as it is, with its length, and gzips a large one", async () => {
  const small = await t.request("/api/me/settings", gzip);
  expect(small.status).toBe(200);
  expect(small.headers.get("Content-Encoding")).toBeNull();
  const text = await small.text();
  expect(Number(small.headers.get("Content-Length"))).toBe(Buffer.byteLength(text));
  expect(JSON.parse(text)).toHaveProperty("profile");

  const large = await t.request("/api/deals?limit=200", gzip);
  expect(large.status).toBe(200);
  expect(large.headers.get("Content-Encoding")).toBe("gzip");
  const deals = JSON.parse(gunzipSync(Buffer.from(await large.arrayBuffer())).toString()) as { items: unknown[] };
  expect(deals.items.length).toBeGreaterThan(0);
});

it("gives an error its length too, and still compresses a stream (CSV)", async () => {
  const missing = await t.request(`/api/players/${crypto.randomUUID()}`, gzip);
  expect(missing.status).toBe(404);
  expect(missing.headers.get("Content-Encoding")).toBeNull();
  expect(Number(missing.headers.get("Content-Length"))).toBeGreaterThan(0);
  const csv = await t.request("/api/players/export.csv", gzip);
  expect(csv.status).toBe(200);
  expect(csv.headers.get("Content-Type")).toContain("text/csv");
  // A stream has no length to judge: it is compressed as it goes, as before.
  expect(csv.headers.get("Content-Encoding")).toBe("gzip");
  const body = gunzipSync(Buffer.from(await csv.arrayBuffer())).toString();
  expect(body.split("\n").length).toBeGreaterThan(3);
});
