import { describe, expect, it } from "vitest";

import { relyingPartyOf } from "./passkeys";

const request = (url: string, origin?: string) =>
  new Request(url, { method: "POST", headers: origin ? { Origin: origin } : {} });

describe("the relying party a passkey is bound to", () => {
  it("is the address the browser reached Palco at, named by its host", () => {
    expect(relyingPartyOf(request("http://localhost:3000/api/x", "http://localhost:3000"), undefined)).toEqual({
      origin: "http://localhost:3000",
      rpID: "localhost",
    });
  });

  it("is the public address behind a proxy that ends TLS, or the same host over https", () => {
    const behindProxy = request("http://10.0.0.5:3000/api/x", "https://palco.agencia.es");
    expect(relyingPartyOf(behindProxy, "https://palco.agencia.es")).toEqual({
      origin: "https://palco.agencia.es",
      rpID: "palco.agencia.es",
    });
    expect(relyingPartyOf(request("http://palco.agencia.es/api/x", "https://palco.agencia.es"), undefined)).toEqual({
      origin: "https://palco.agencia.es",
      rpID: "palco.agencia.es",
    });
  });

  it("is nobody for a page of another site or an origin that is not an address", () => {
    expect(relyingPartyOf(request("http://localhost:3000/api/x", "https://evil.example"), undefined)).toBeUndefined();
    expect(relyingPartyOf(request("http://localhost:3000/api/x", "null"), undefined)).toBeUndefined();
  });
});
