export * from "./settlement";
export * from "./payouts";
export * from "./third-parties";
export * from "./history";
