export * from "./chain";
export * from "./integrity";
export * from "./endpoints";
