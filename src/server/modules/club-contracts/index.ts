export * from "./queries";
export * from "./history";
