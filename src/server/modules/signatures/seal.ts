import { readFile } from "node:fs/promises";
import { plainAddPlaceholder } from "@signpdf/placeholder-plain";
import { P12Signer } from "@signpdf/signer-p12";
import signpdf from "@signpdf/signpdf";
import { SUBFILTER_ETSI_CADES_DETACHED } from "@signpdf/utils";

/** The agency's certificate (PALCO_SIGNING_CERT, a .p12) that seals every signed document, when configured. */
export type SealCertificate = { p12: Buffer; passphrase: string };

/** The configured certificate read once at start; a path that cannot be read stops the start with its reason. */
export async function readSealCertificate(
  configured: { path: string; passphrase: string } | undefined,
): Promise<SealCertificate | null> {
  if (!configured) return null;
  try {
    return { p12: await readFile(configured.path), passphrase: configured.passphrase };
  } catch (error) {
    throw new Error(`PALCO_SIGNING_CERT: no se puede leer ${configured.path} (${(error as Error).message})`, {
      cause: error,
    });
  }
}

/**
 * Seals the final PDF with the agency's certificate as a PAdES signature (a CAdES detached signature over the
 * whole file but the signature itself): a reader shows who sealed it and that nothing changed since.
 */
export async function sealPdf(pdf: Buffer, certificate: SealCertificate, at: Date): Promise<Buffer> {
  const prepared = plainAddPlaceholder({
    pdfBuffer: pdf,
    reason: "Documento firmado en Palco",
    contactInfo: "",
    name: "Palco",
    location: "España",
    signingTime: at,
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
    appName: "Palco",
  });
  return signpdf.sign(prepared, new P12Signer(certificate.p12, { passphrase: certificate.passphrase }), at);
}
