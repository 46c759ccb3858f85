// The string a VERI*FACTU record's fingerprint (huella) is the SHA-256 of, as the AEAT specifies: its fields as
// `Name=value` joined with `&`, values trimmed, an empty value as `Name=`, nothing URL-encoded, amounts as written in
// the record's XML; the fingerprint is that string's SHA-256 in upper-case hex.

/** The fields an issue record (RegistroAlta) chains on. */
export type IssueFingerprintFields = {
  issuerNif: string;
  /** The invoice's series and number as the record writes them ("A-2027/0001"). */
  invoiceNumber: string;
  /** DD-MM-YYYY. */
  issuedOn: string;
  invoiceType: string;
  totalTax: string;
  totalAmount: string;
  /** The previous record's fingerprint in the issuer's chain; empty for the first. */
  previous: string;
  /** The record's generation time with its offset: 2024-01-01T19:20:30+01:00. */
  generatedAt: string;
};

/** The fields a cancellation record (RegistroAnulacion) chains on. */
export type CancellationFingerprintFields = {
  issuerNif: string;
  invoiceNumber: string;
  issuedOn: string;
  previous: string;
  generatedAt: string;
};

const joined = (fields: [string, string][]) => fields.map(([name, value]) => `${name}=${value.trim()}`).join("&");

export const issueFingerprintInput = (fields: IssueFingerprintFields) =>
  joined([
    ["IDEmisorFactura", fields.issuerNif],
    ["NumSerieFactura", fields.invoiceNumber],
    ["FechaExpedicionFactura", fields.issuedOn],
    ["TipoFactura", fields.invoiceType],
    ["CuotaTotal", fields.totalTax],
    ["ImporteTotal", fields.totalAmount],
    ["Huella", fields.previous],
    ["FechaHoraHusoGenRegistro", fields.generatedAt],
  ]);

export const cancellationFingerprintInput = (fields: CancellationFingerprintFields) =>
  joined([
    ["IDEmisorFacturaAnulada", fields.issuerNif],
    ["NumSerieFacturaAnulada", fields.invoiceNumber],
    ["FechaExpedicionFacturaAnulada", fields.issuedOn],
    ["Huella", fields.previous],
    ["FechaHoraHusoGenRegistro", fields.generatedAt],
  ]);

/** SHA-256 over the string's UTF-8, upper-case hex: Web Crypto, the same in Node and in a browser. */
export async function fingerprintOf(input: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(input));
  return [...new Uint8Array(digest)]
    .map((byte) => byte.toString(16).padStart(2, "0"))
    .join("")
    .toUpperCase();
}
