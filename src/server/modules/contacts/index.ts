export * from "./contact-log-queries";
export * from "./queries";
