export * from "./queries";
export * from "./history";
export * from "./rules";
