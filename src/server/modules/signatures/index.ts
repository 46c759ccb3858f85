export * from "./queries";
export { readSealCertificate, type SealCertificate } from "./seal";
