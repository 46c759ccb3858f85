import { describe, expect, it } from "vitest";

import { isLoopbackUrl } from "./loopback";

describe("isLoopbackUrl", () => {
  it("knows the addresses that only reach this computer", () => {
    for (const url of [
      "http://localhost:3000/app/acceso#x",
      "http://LOCALHOST/app",
      "http://palco.localhost:3000/",
      "http://127.0.0.1:3000/app",
      "http://127.10.20.30/",
      "http://[::1]:3000/app",
      "http://0.0.0.0:3000/",
    ])
      expect(isLoopbackUrl(url), url).toBe(true);
  });

  it("leaves public and local-network addresses alone, and what is not an address", () => {
    for (const url of [
      "https://palco.agencia.es/app/acceso#x",
      "http://192.168.1.20:3000/app",
      "http://10.0.0.5/",
      "http://localhost.agencia.es/",
      "http://128.0.0.1/",
      "no es una dirección",
    ])
      expect(isLoopbackUrl(url), url).toBe(false);
  });
});
