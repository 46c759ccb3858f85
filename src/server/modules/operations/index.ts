export * from "./queries";
export * from "./rules";
