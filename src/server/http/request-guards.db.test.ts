import { describe, expect, it } from "vitest";

import { useSignedInApp } from "../test/signed-in-app";
import { createTestApp, TEST_ORIGIN } from "../test/test-app";
import { MAX_JSON_BODY_BYTES } from "./request-guards";

const t = useSignedInApp();

const rawRequest = (path: string, init: RequestInit) => Promise.resolve(t.app.request(`${TEST_ORIGIN}${path}`, init));

describe("bounded validation errors", () => {
  it("answers 5,000 unknown keys with a 400 under 10 KB that names at most 20 of them", async () => {
    const body: Record<string, unknown> = { name: "Ana", position: "Portera", nationality: "España", team: "Club" };
    for (let i = 0; i < 5000; i++) body[`campo_desconocido_${i}`] = i;
    const response = await t.request("/api/players", { method: "POST", json: body });
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(text.length).toBeLessThan(10_000);
    const parsed = JSON.parse(text) as { error: { message: string; fields: Record<string, string> } };
    expect(Object.keys(parsed.error.fields)).toHaveLength(20);
    expect(parsed.error.message).toMatch(/^Campos no permitidos: campo_desconocido_0, .* y 4980 más$/);
  });

  it("bounds query-string errors the same way", async () => {
    const query = Array.from({ length: 3000 }, (_, i) => `filtro${i}=x`).join("&");
    const response = await t.request(`/api/players?${query}`);
    expect(response.status).toBe(400);
    expect((await response.text()).length).toBeLessThan(10_000);
  });

  it("shortens very long field names", async () => {
    const response = await t.request("/api/brands", {
      method: "POST",
      json: { name: "X", sector: "Y", ["k".repeat(5000)]: 1 },
    });
    expect(response.status).toBe(400);
    expect((await response.text()).length).toBeLessThan(1_000);
  });
});

describe("request size", () => {
  it("refuses a JSON body over 1 MB with 413 and a Spanish message, also before sign-in", async () => {
    const big = JSON.stringify({ email: "a@b.c", password: "x".repeat(MAX_JSON_BODY_BYTES) });
    for (const [path, extra] of [
      ["/api/auth/sign-in/email", {}],
      ["/api/players", { Cookie: t.cookie }],
    ] as const) {
      const response = await rawRequest(path, {
        method: "POST",
        headers: {
          Origin: TEST_ORIGIN,
          "Content-Type": "application/json",
          "Content-Length": String(big.length),
          ...extra,
        },
        body: big,
      });
      expect(response.status).toBe(413);
      expect(await response.json()).toMatchObject({
        error: { code: "payload_too_large", message: "La petición supera el tamaño máximo de 1 MB" },
      });
    }
  });

  it("refuses an oversized body sent without a length (chunked) while reading it", async () => {
    const chunk = new TextEncoder().encode("x".repeat(256 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 40) return controller.close();
        sent += 1;
        controller.enqueue(chunk);
      },
    });
    const response = await rawRequest("/api/players", {
      method: "POST",
      headers: {
        Origin: TEST_ORIGIN,
        "Content-Type": "application/json",
        "Transfer-Encoding": "chunked",
        Cookie: t.cookie,
      },
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(413);
    // It stopped reading soon after the limit, not at the end of the 10 MB.
    expect(sent).toBeLessThan(10);
  });
});

describe("origin of state-changing requests", () => {
  const playerBody = { name: "Origen Prueba", position: "Portero", nationality: "España", team: "Club" };

  it("refuses JSON writes from a foreign Origin with 403 and changes nothing", async () => {
    const before = await t.database.pool.query("select count(*)::int as n from players");
    for (const method of ["POST", "PATCH", "DELETE"]) {
      const response = await rawRequest(
        method === "POST" ? "/api/players" : "/api/players/00000000-0000-4000-8000-000000000000",
        {
          method,
          headers: { Origin: "http://evil.example", "Content-Type": "application/json", Cookie: t.cookie },
          body: JSON.stringify(playerBody),
        },
      );
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ error: { code: "forbidden", message: "Origen no permitido" } });
    }
    const after = await t.database.pool.query("select count(*)::int as n from players");
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });

  it("refuses a write without Origin that the browser marks cross-site", async () => {
    const response = await rawRequest("/api/players", {
      method: "POST",
      headers: { "Sec-Fetch-Site": "cross-site", "Content-Type": "application/json", Cookie: t.cookie },
      body: JSON.stringify(playerBody),
    });
    expect(response.status).toBe(403);
  });

  it("accepts Palco's own origin", async () => {
    const response = await t.request("/api/players", { method: "POST", json: playerBody });
    expect(response.status).toBe(201);
  });
});

describe("host header", () => {
  it("refuses a host name that is neither the public URL, localhost nor an IP (DNS rebinding)", async () => {
    const response = await t.app.request("http://rebind.evil.example:3000/api/auth/sign-up/email", {
      method: "POST",
      headers: { Origin: "http://rebind.evil.example:3000", "Content-Type": "application/json" },
      body: JSON.stringify({ name: "Intruso", email: "x@evil.example", password: "contraseña-larga" }),
    });
    expect(response.status).toBe(403);
    const setup = await t.app.request("http://rebind.evil.example:3000/api/setup");
    expect(setup.status).toBe(403);
  });

  it("accepts localhost and IP addresses", async () => {
    for (const host of [
      "http://localhost:3000",
      "http://127.0.0.1:3000",
      "http://[::1]:3000",
      "http://192.168.1.20:3000",
    ]) {
      expect((await t.app.request(`${host}/api/health`)).status).toBe(200);
    }
  });

  it("accepts the configured public host, and its origin for writes", async () => {
    const behindProxy = await createTestApp({ publicUrl: "https://palco.agencia.example" });
    try {
      const health = await behindProxy.app.request("http://palco.agencia.example/api/health");
      expect(health.status).toBe(200);
      // TLS ends at the proxy: the request reaches Palco as http, the browser's Origin says https.
      const setup = await behindProxy.app.request("http://palco.agencia.example/api/auth/sign-in/email", {
        method: "POST",
        headers: { Origin: "https://palco.agencia.example", "Content-Type": "application/json" },
        body: JSON.stringify({ email: "nadie@palco.test", password: "contraseña-larga" }),
      });
      expect(setup.status).toBe(401);
      expect(health.headers.get("Strict-Transport-Security")).toContain("max-age=");
    } finally {
      await behindProxy.close();
    }
  });
});

describe("security headers", () => {
  it("marks every API answer no-store and sends no HSTS over http", async () => {
    for (const path of ["/api/players", "/api/dashboard", "/api/me"]) {
      const response = await t.request(path);
      expect(response.headers.get("Cache-Control")).toBe("no-store");
      expect(response.headers.get("Strict-Transport-Security")).toBeNull();
      expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    }
    const unauthorized = await t.anonymous("/api/players");
    expect(unauthorized.headers.get("Cache-Control")).toBe("no-store");
  });
});

describe("web addresses", () => {
  it("refuses javascript: and other non-http(s) URLs in image, logo and url, and accepts http(s) and own paths", async () => {
    const f = t.make;
    const player = await f.player();
    for (const bad of [
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      "data:text/html,<script>",
      "//evil.example/x.png",
      "vbscript:x",
    ]) {
      const asImage = await t.request(`/api/players/${player.id}`, { method: "PATCH", json: { image: bad } });
      expect(asImage.status).toBe(400);
      expect(await asImage.json()).toMatchObject({
        error: { fields: { image: "Introduce una dirección que empiece por http:// o https://" } },
      });
      const asLogo = await t.request("/api/brands", {
        method: "POST",
        json: { name: `Marca ${bad}`, sector: "Moda", logo: bad },
      });
      expect(asLogo.status).toBe(400);
      const asUrl = await t.request("/api/documents", {
        method: "POST",
        json: { playerId: player.id, type: "NDA", name: "Doc", date: "2026-01-01", url: bad },
      });
      expect(asUrl.status).toBe(400);
    }
    for (const good of ["https://cdn.example.com/a.png", "http://example.com/b.jpg", "/files/foto.png", ""]) {
      const response = await t.request(`/api/players/${player.id}`, { method: "PATCH", json: { image: good } });
      expect(response.status).toBe(200);
    }
  });
});
