export type PlayerTab =
  | "summary"
  | "reputation"
  | "calendar"
  | "deals"
  | "operations"
  | "investments"
  | "mandate"
  | "history"
  | "media-lab";

export const paths = {
  home: "/",
  login: "/login",
  setup: "/setup",
  dashboard: "/dashboard",
  /** The player's own app (issue 28), and where the agent's access link opens. */
  playerApp: "/app",
  playerAppAccess: "/app/acceso",
  playerAppApprovals: "/app/aprobaciones",
  playerAppAgenda: "/app/agenda",
  playerAppDeals: "/app/patrocinios",
  playerAppImages: "/app/imagenes",
  playerAppChat: "/app/asistente",
  players: "/players",
  player: (id: string) => `/players/${id}`,
  playerOverview: (id: string) => `/players/${id}/overview`,
  playerTab: (id: string, tab: PlayerTab) => `/players/${id}/${tab}`,
  playerMedialab: (id: string) => `/players/${id}/medialab`,
  brands: "/brands",
  brand: (id: string) => `/brands/${id}`,
  clubs: "/clubs",
  club: (id: string) => `/clubs/${id}`,
  operations: "/operations",
  operation: (id: string) => `/operations/${id}`,
  deals: "/deals",
  calendar: "/calendar",
  okrs: "/okrs",
  news: "/news",
  documents: "/documents",
  mandates: "/mandates",
  commissions: "/commissions",
  settings: "/settings",
  tasks: "/tasks",
  approvals: "/mobile/approvals",
  qaRunner: "/qa/runner",
} as const;
