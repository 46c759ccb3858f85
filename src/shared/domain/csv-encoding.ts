/**
 * How a CSV file's bytes become text. Spanish Excel's default "CSV" is Windows-1252, not UTF-8: read as UTF-8,
 * "Germán Ibáñez" turns into "Germ�n Ib��ez" and "Posición" is no longer a header Palco knows. A file that is
 * valid UTF-8 (with or without its BOM) is read as such; any other is read as Windows-1252, and the import says so.
 */
export type CsvEncoding = "utf-8" | "windows-1252";

// Windows-1252 is Latin-1 but for 0x80-0x9F, where it puts "€", curly quotes, "…" and a few letters. Written out
// because Node's TextDecoder reads "windows-1252" as plain Latin-1 (0x80 stays a control character, not "€").
const WINDOWS_1252_HIGH =
  "\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f" +
  "\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178";

function decodeWindows1252(bytes: Uint8Array): string {
  let text = "";
  for (const byte of bytes)
    text += byte >= 0x80 && byte <= 0x9f ? WINDOWS_1252_HIGH[byte - 0x80] : String.fromCharCode(byte);
  return text;
}

export function decodeCsvBytes(bytes: Uint8Array): { text: string; encoding: CsvEncoding } {
  try {
    // fatal: a byte sequence that is not UTF-8 throws instead of becoming "�".
    return { text: new TextDecoder("utf-8", { fatal: true }).decode(bytes), encoding: "utf-8" };
  } catch {
    return { text: decodeWindows1252(bytes), encoding: "windows-1252" };
  }
}

export const NOT_UTF8_NOTICE =
  "El archivo no estaba en UTF-8: se ha leído como Windows-1252, el «CSV» de Excel. Si ves letras raras en la vista previa, guárdalo desde Excel como «CSV UTF-8 (delimitado por comas)» y vuelve a subirlo.";
