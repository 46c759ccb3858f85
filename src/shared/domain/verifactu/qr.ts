import { recordAmount, recordDate } from "./record-values";

/** The AEAT's page that verifies an invoice from its QR, in production and in its test environment. */
export const AEAT_QR_URLS = {
  production: "https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQR",
  test: "https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR",
} as const;

export const QR_LABEL_ABOVE = "QR tributario:";
export const QR_LABEL_BELOW = "Factura verificable en la sede electrónica de la AEAT";

/** The QR's address: exactly the four parameters the rules name, in their order. */
export function invoiceQrUrl(
  invoice: { issuerNif: string; invoiceNumber: string; issuedOn: string; totalCents: number },
  environment: keyof typeof AEAT_QR_URLS = "production",
): string {
  const query = new URLSearchParams({
    nif: invoice.issuerNif,
    numserie: invoice.invoiceNumber,
    fecha: recordDate(invoice.issuedOn),
    importe: recordAmount(invoice.totalCents),
  });
  return `${AEAT_QR_URLS[environment]}?${query.toString()}`;
}
