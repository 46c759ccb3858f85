/** The AEAT's VERI*FACTU web service, in its test environment and in production. */
export const AEAT_SERVICE_URLS = {
  test: "https://prewww1.aeat.es/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP",
  production: "https://www1.agenciatributaria.gob.es/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP",
} as const;

const PRODUCTION_HOSTS = ["www1.agenciatributaria.gob.es", "www10.agenciatributaria.gob.es"];

/** Invoices sent to production carry production's QR; any other endpoint (the test one, a local double), the test's. */
export const qrEnvironmentOf = (serviceUrl: string): "production" | "test" =>
  PRODUCTION_HOSTS.includes(new URL(serviceUrl).hostname) ? "production" : "test";
