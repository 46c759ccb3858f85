export * from "./queries";
export * from "./records";
