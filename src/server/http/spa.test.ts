import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

import { CONTENT_SECURITY_POLICY, spaRoutes } from "./spa";

const webDir = mkdtempSync(path.join(tmpdir(), "palco-spa-"));
mkdirSync(path.join(webDir, "assets"));
writeFileSync(path.join(webDir, "index.html"), "<!doctype html><title>Palco</title>");
writeFileSync(path.join(webDir, "sw.js"), "self.addEventListener('fetch', () => {});");
writeFileSync(path.join(webDir, "manifest.webmanifest"), JSON.stringify({ name: "Palco" }));
writeFileSync(path.join(webDir, "assets", "app-abc123.js"), "export {};");
afterAll(() => rmSync(webDir, { recursive: true, force: true }));

describe("the built web app", () => {
  const app = spaRoutes(webDir);

  it("answers every page, and index.html by name, with the page's security policy and no caching", async () => {
    for (const address of ["/app/agenda", "/index.html"]) {
      const response = await app.request(address);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-security-policy")).toBe(CONTENT_SECURITY_POLICY);
      expect(response.headers.get("cache-control")).toBe("no-cache");
    }
  });

  it("asks browsers to check the service worker and the manifest on each visit, and keeps hashed assets", async () => {
    const worker = await app.request("/sw.js");
    expect(worker.headers.get("cache-control")).toBe("no-cache");
    expect(worker.headers.get("content-type")).toContain("javascript");
    const manifest = await app.request("/manifest.webmanifest");
    expect(manifest.headers.get("cache-control")).toBe("no-cache");
    expect(manifest.headers.get("content-type")).toContain("application/manifest+json");
    const asset = await app.request("/assets/app-abc123.js");
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });
});
