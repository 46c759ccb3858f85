export * from "./hex-colour";
export * from "./logo-colours";
export * from "./prepare-picture";
export * from "./queries";
