export * from "./ics-feed";
export * from "./queries";
