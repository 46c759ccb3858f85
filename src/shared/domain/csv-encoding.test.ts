import { describe, expect, it } from "vitest";

import { decodeCsvBytes } from "./csv-encoding";

// "Germán Ibáñez;Posición" as Spanish Excel's default "CSV" saves it: one byte per accented letter.
const WINDOWS_1252 = Uint8Array.from([
  ...Buffer.from("Nombre;Posici", "latin1"),
  0xf3,
  ...Buffer.from("n\r\nGerm", "latin1"),
  0xe1,
  ...Buffer.from("n Ib", "latin1"),
  0xe1,
  0xf1,
  ...Buffer.from("ez;Lateral\r\n", "latin1"),
]);

describe("reading a CSV file's bytes", () => {
  it("reads Excel's Windows-1252 file with its accents, and says it was not UTF-8", () => {
    expect(decodeCsvBytes(WINDOWS_1252)).toEqual({
      text: "Nombre;Posición\r\nGermán Ibáñez;Lateral\r\n",
      encoding: "windows-1252",
    });
  });

  it("reads UTF-8, with or without its byte order mark", () => {
    const utf8 = new TextEncoder().encode("Nombre;Posición\nGermán Ibáñez;Lateral\n");
    expect(decodeCsvBytes(utf8)).toEqual({ text: "Nombre;Posición\nGermán Ibáñez;Lateral\n", encoding: "utf-8" });
    const withBom = Uint8Array.from([0xef, 0xbb, 0xbf, ...utf8]);
    expect(decodeCsvBytes(withBom).text).toBe("Nombre;Posición\nGermán Ibáñez;Lateral\n");
  });
  it("reads euro signs Windows-1252 writes as one byte", () => {
    expect(decodeCsvBytes(Uint8Array.from([0x35, 0x30, 0x30, 0x80])).text).toBe("500€");
  });
});
