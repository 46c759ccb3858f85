// Every cached read's key, one factory per resource. They live together, not in their features, because a
// mutation in one feature invalidates views of others (a deal moves the dashboard and the commissions) and
// features do not import each other. A key starts with its resource, so `all` invalidates every view of it.

type Nullable<T> = T | null;

/** Whose people a list shows. */
export type ContactFilter = { clubId?: string; brandId?: string };
/** What a contact log shows: the entries about one club, brand, player, operation or person. */
export type ContactLogFilter = {
  clubId?: string;
  brandId?: string;
  playerId?: string;
  operationId?: string;
  contactId?: string;
};

export const queryKeys = {
  activity: {
    all: ["activity"] as const,
    list: (entityType: Nullable<string>, entityId: Nullable<string>, playerId: Nullable<string>, pageSize: number) =>
      ["activity", entityType, entityId, playerId, pageSize] as const,
  },
  ai: { engine: ["ai", "engine"] as const },
  approvals: {
    all: ["approvals"] as const,
    pending: (playerId: Nullable<string>) => ["approvals", "pending", playerId] as const,
    history: (playerId: Nullable<string>) => ["approvals", "history", playerId] as const,
    counts: (playerId: Nullable<string>) => ["approvals", "counts", playerId] as const,
  },
  auth: {
    all: ["auth"] as const,
    session: ["auth", "session"] as const,
    setupStatus: ["auth", "setup-status"] as const,
  },
  brands: {
    all: ["brands"] as const,
    lists: ["brands", "list"] as const,
    one: (id: string) => ["brands", "one", id] as const,
    options: ["brands", "options"] as const,
    count: ["brands", "count"] as const,
  },
  calendarFeed: ["calendar", "feed"] as const,
  clubs: {
    all: ["clubs"] as const,
    list: (q: string) => ["clubs", "list", q] as const,
    one: (id: string) => ["clubs", "one", id] as const,
    options: ["clubs", "options"] as const,
  },
  contacts: {
    all: ["contacts"] as const,
    list: (filter: ContactFilter) => ["contacts", "list", filter] as const,
  },
  contactLog: {
    all: ["contact-log"] as const,
    list: (filter: ContactLogFilter) => ["contact-log", "list", filter] as const,
    nextSteps: (until: string) => ["contact-log", "next-steps", until] as const,
  },
  commissions: {
    all: ["commissions"] as const,
    lists: ["commissions", "list"] as const,
    list: (year: number) => ["commissions", "list", year] as const,
    summary: ["commissions", "summary"] as const,
  },
  dashboard: { all: ["dashboard"] as const },
  deals: {
    all: ["deals"] as const,
    lists: ["deals", "list"] as const,
    list: (filter: { stage: Nullable<string>; stale: boolean }) => ["deals", "list", filter] as const,
    summary: ["deals", "summary"] as const,
    ofBrand: (brandId: string) => ["deals", "brand", brandId] as const,
  },
  deleteImpact: (path: string) => ["delete-impact", path] as const,
  documents: {
    all: ["documents"] as const,
    lists: ["documents", "list"] as const,
    ofBrand: (brandId: string) => ["documents", "brand", brandId] as const,
  },
  events: {
    all: ["events"] as const,
    lists: ["events", "list"] as const,
    count: ["events", "count"] as const,
    between: (range: { from: string; to: string }) => ["events", "between", range] as const,
  },
  investments: { all: ["investments"] as const },
  operations: {
    all: ["operations"] as const,
    list: (filter: { stage: Nullable<string>; playerId: Nullable<string>; clubId: Nullable<string> }) =>
      ["operations", "list", filter] as const,
    one: (id: string) => ["operations", "one", id] as const,
    offers: (operationId: string) => ["operations", "offers", operationId] as const,
    summary: ["operations", "summary"] as const,
  },
  fifaRules: { all: ["fifa-rules"] as const },
  // Their own keys start with these (features/signatures, features/club-contracts): the dashboard loads this file.
  signatures: { all: ["signatures"] as const },
  clubContracts: { all: ["club-contracts"] as const },
  mandates: {
    all: ["mandates"] as const,
    list: (filter: { playerId: Nullable<string> }) => ["mandates", filter] as const,
  },
  news: {
    all: ["news"] as const,
    list: (filter: { playerId: Nullable<string>; sentiment: Nullable<string> }) => ["news", "list", filter] as const,
  },
  alerts: { all: ["alerts"] as const, list: ["alerts", "list"] as const, unread: ["alerts", "unread"] as const },
  agenda: {
    all: ["agenda"] as const,
    between: (from: string, to: string) => ["agenda", from, to] as const,
  },
  okrs: { all: ["okrs"] as const, list: ["okrs", "list"] as const },
  players: {
    all: ["players"] as const,
    list: (filter: { q: string; sort: string }) => ["players", "list", filter] as const,
    options: ["players", "options"] as const,
    overviews: ["players", "overview"] as const,
    overview: (playerId: string) => ["players", "overview", playerId] as const,
    // Under the overview's key: whatever refreshes the player's overview refreshes the dossier too.
    dossier: (playerId: string) => ["players", "overview", playerId, "dossier"] as const,
    access: (playerId: string) => ["players", "overview", playerId, "access"] as const,
  },
  playerApp: {
    all: ["player-app"] as const,
    home: ["player-app", "home"] as const,
    approvals: (status: string) => ["player-app", "approvals", status] as const,
    agenda: ["player-app", "agenda"] as const,
    deals: ["player-app", "deals"] as const,
    images: ["player-app", "images"] as const,
  },
  push: { all: ["push"] as const, thisDevice: ["push", "this-device"] as const },
  search: (query: string) => ["search", query] as const,
  team: ["team"] as const,
  playerAssignment: (playerId: string) => ["team", "assignment", playerId] as const,
  tasks: {
    all: ["tasks"] as const,
    list: (filter: Record<string, string | undefined>) => ["tasks", "list", filter] as const,
    due: ["tasks", "due"] as const,
  },
  settings: { all: ["me", "settings"] as const },
  passkeys: ["me", "passkeys"] as const,
};
