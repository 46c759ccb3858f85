export * from "./contact-log-queries";
export * from "./queries";
export * from "./next-steps";
export * from "./history";
