export * from "./exclusivity";
export * from "./queries";
