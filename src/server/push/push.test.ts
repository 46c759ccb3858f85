import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

import { loadConfig } from "../config";
import { deviceLabel } from "./device-label";
import { isAllowedPushEndpoint } from "./push-services";
import { resolveVapidKeys } from "./vapid-keys";

describe("VAPID keys", () => {
  it("are generated once into the data folder, readable by its owner only, and kept across restarts", () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "palco-vapid-"));
    const first = resolveVapidKeys(undefined, dataDir);
    expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(resolveVapidKeys(undefined, dataDir)).toEqual(first);
    const file = path.join(dataDir, "vapid-keys.json");
    expect(JSON.parse(readFileSync(file, "utf8"))).toEqual(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it("come from the configuration when it names them", () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "palco-vapid-"));
    const configured = { publicKey: "publica", privateKey: "privada" };
    expect(resolveVapidKeys(configured, dataDir)).toBe(configured);
    const config = loadConfig({ PALCO_VAPID_PUBLIC_KEY: "publica", PALCO_VAPID_PRIVATE_KEY: "privada" });
    expect(config.push.keys).toEqual(configured);
    expect(() => loadConfig({ PALCO_VAPID_PUBLIC_KEY: "publica" })).toThrow(
      "PALCO_VAPID_PUBLIC_KEY y PALCO_VAPID_PRIVATE_KEY van juntas",
    );
  });
});

describe("push services", () => {
  it("are the browsers' own, over https", () => {
    for (const endpoint of [
      "https://fcm.googleapis.com/fcm/send/abc",
      "https://updates.push.services.mozilla.com/wpush/v2/abc",
      "https://web.push.apple.com/QAbc",
      "https://wns2-db5p.notify.windows.com/w/?token=abc",
    ])
      expect(isAllowedPushEndpoint(endpoint, [])).toBe(true);
    for (const endpoint of [
      "http://fcm.googleapis.com/fcm/send/abc",
      "https://fcm.googleapis.com:8443/fcm/send/abc",
      "https://fcm.googleapis.com.example.com/x",
      "https://user:pw@fcm.googleapis.com/x",
      "https://127.0.0.1/x",
      "no es una url",
    ])
      expect(isAllowedPushEndpoint(endpoint, [])).toBe(false);
  });

  it("include the origins the configuration adds, and no others on that host", () => {
    const { push } = loadConfig({ PALCO_PUSH_SERVICES: "http://127.0.0.1:7000/, https://push.agencia.es" });
    expect(push.extraOrigins).toEqual(["http://127.0.0.1:7000", "https://push.agencia.es"]);
    expect(isAllowedPushEndpoint("http://127.0.0.1:7000/device/1", push.extraOrigins)).toBe(true);
    expect(isAllowedPushEndpoint("http://127.0.0.1:7001/device/1", push.extraOrigins)).toBe(false);
    expect(() => loadConfig({ PALCO_PUSH_SERVICES: "push.agencia.es" })).toThrow("PALCO_PUSH_SERVICES");
  });
});

describe("device labels", () => {
  it("name the browser and the system the agent will recognise", () => {
    expect(
      deviceLabel(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Version/18.1 Mobile/15E148 Safari/604.1",
      ),
    ).toBe("Safari en iPhone");
    expect(
      deviceLabel("Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36 Edg/131.0"),
    ).toBe("Edge en Windows");
    expect(deviceLabel("Mozilla/5.0 (Macintosh; Intel Mac OS X 14.1; rv:132.0) Gecko/20100101 Firefox/132.0")).toBe(
      "Firefox en Mac",
    );
    expect(deviceLabel(undefined)).toBe("Navegador");
  });
});
