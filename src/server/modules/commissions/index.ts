export * from "./queries";
export * from "./rules";
export * from "./history";
export * from "./payment-key";
