export * from "./instalment-facts";
export * from "./queries";
