export * from "./assignments";
export * from "./assignments-table";
export * from "./queries";
export * from "./table";
export * from "./licence";
export * from "./reach";
