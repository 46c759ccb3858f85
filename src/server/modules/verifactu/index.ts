export * from "./chain";
export * from "./integrity";
export * from "./endpoints";
export * from "./send";
