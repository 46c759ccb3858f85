import { describe, expect, it } from "vitest";

import { cancellationFingerprintInput, fingerprintOf, issueFingerprintInput } from "./fingerprint";
import { invoiceQrUrl } from "./qr";
import { recordAmount, recordDate, recordTimestamp } from "./record-values";

// The AEAT's worked examples (../shared/reference/verifactu/README.md).
const FIRST = "3C464DAF61ACB827C65FDA19F352A4E3BDC2C640E9E9FC4CC058073F38F12F60";
const SECOND = "F7B94CFD8924EDFF273501B01EE5153E4CE8F259766F88CF6ACB8935802A2B97";
const CANCELLED = "177547C0D57AC74748561D054A9CEC14B4C4EA23D1BEFD6F2E69E3A388F90C68";

describe("the VERI*FACTU fingerprint", () => {
  it("gives the AEAT's three vectors: a first issue, a chained issue and a chained cancellation", async () => {
    const issue = {
      issuerNif: "89890001K",
      issuedOn: "01-01-2024",
      invoiceType: "F1",
      totalTax: "12.35",
      totalAmount: "123.45",
    };
    const first = issueFingerprintInput({
      ...issue,
      invoiceNumber: "12345678/G33",
      previous: "",
      generatedAt: "2024-01-01T19:20:30+01:00",
    });
    expect(first).toBe(
      "IDEmisorFactura=89890001K&NumSerieFactura=12345678/G33&FechaExpedicionFactura=01-01-2024&TipoFactura=F1&CuotaTotal=12.35&ImporteTotal=123.45&Huella=&FechaHoraHusoGenRegistro=2024-01-01T19:20:30+01:00",
    );
    expect(await fingerprintOf(first)).toBe(FIRST);
    const second = issueFingerprintInput({
      ...issue,
      invoiceNumber: "12345679/G34",
      previous: FIRST,
      generatedAt: "2024-01-01T19:20:35+01:00",
    });
    expect(await fingerprintOf(second)).toBe(SECOND);
    const cancellation = cancellationFingerprintInput({
      issuerNif: "89890001K",
      invoiceNumber: "12345679/G34",
      issuedOn: "01-01-2024",
      previous: SECOND,
      generatedAt: "2024-01-01T19:20:40+01:00",
    });
    expect(await fingerprintOf(cancellation)).toBe(CANCELLED);
  });

  it("trims each value and keeps an empty one as its bare name", () => {
    const input = issueFingerprintInput({
      issuerNif: " 89890001K ",
      invoiceNumber: "A-1",
      issuedOn: "01-01-2024",
      invoiceType: "F1",
      totalTax: "0.00",
      totalAmount: "10.00",
      previous: "",
      generatedAt: "2024-01-01T00:00:00+01:00",
    });
    expect(input).toContain("IDEmisorFactura=89890001K&");
    expect(input).toContain("&Huella=&");
  });
});

describe("how a record writes its values", () => {
  it("writes amounts with a dot and two decimals, negative ones with a sign", () => {
    expect(recordAmount(12345)).toBe("123.45");
    expect(recordAmount(5)).toBe("0.05");
    expect(recordAmount(10000000)).toBe("100000.00");
    expect(recordAmount(-1235)).toBe("-12.35");
  });

  it("writes days as DD-MM-YYYY and instants with Madrid's offset, winter and summer", () => {
    expect(recordDate("2027-01-04")).toBe("04-01-2027");
    expect(recordTimestamp(new Date("2027-01-04T09:15:00Z"), "Europe/Madrid")).toBe("2027-01-04T10:15:00+01:00");
    expect(recordTimestamp(new Date("2027-07-04T09:15:00Z"), "Europe/Madrid")).toBe("2027-07-04T11:15:00+02:00");
    expect(recordTimestamp(new Date("2027-07-04T09:15:00Z"), "UTC")).toBe("2027-07-04T09:15:00+00:00");
  });
});

describe("the invoice's QR", () => {
  it("points at the AEAT's page with exactly its four parameters", () => {
    const url = new URL(
      invoiceQrUrl({ issuerNif: "89890001K", invoiceNumber: "A-2027/0001", issuedOn: "2027-01-04", totalCents: 12345 }),
    );
    expect(url.origin + url.pathname).toBe("https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQR");
    expect([...url.searchParams.keys()]).toEqual(["nif", "numserie", "fecha", "importe"]);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      nif: "89890001K",
      numserie: "A-2027/0001",
      fecha: "04-01-2027",
      importe: "123.45",
    });
    expect(
      invoiceQrUrl({ issuerNif: "B1", invoiceNumber: "1", issuedOn: "2027-01-04", totalCents: 1 }, "test"),
    ).toMatch(/^https:\/\/prewww2\.aeat\.es\/wlpl\/TIKE-CONT\/ValidarQR\?/);
  });
});
