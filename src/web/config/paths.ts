export type PlayerTab =
  | "summary"
  | "reputation"
  | "calendar"
  | "deals"
  | "operations"
  | "investments"
  | "contracts"
  | "mandate"
  | "history"
  | "media-lab";

export const paths = {
  home: "/",
  login: "/login",
  setup: "/setup",
  resetPassword: "/restablecer",
  dashboard: "/dashboard",
  /** The player's own app (issue 28), and where the agent's access link opens. */
  playerApp: "/app",
  playerAppAccess: "/app/acceso",
  playerAppApprovals: "/app/aprobaciones",
  playerAppAgenda: "/app/agenda",
  playerAppDeals: "/app/patrocinios",
  playerAppImages: "/app/imagenes",
  playerAppChat: "/app/asistente",
  playerAppSignatures: "/app/firmas",
  playerAppSignature: (id: string) => `/app/firmas/${id}`,
  /** A signer without an account signs here from the emailed link (the token after `#`). */
  signLink: "/firmar",
  /** Anyone checks whether Palco issued a PDF. */
  verify: "/verificar",
  signature: (id: string) => `/firmas/${id}`,
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
  invoices: "/facturas",
  invoice: (id: string) => `/facturas/${id}`,
  collaborators: "/colaboradores",
  collaborator: (id: string) => `/colaboradores/${id}`,
  settings: "/settings",
  team: "/equipo",
  /** Where a member's invitation link opens (the token after `#`). */
  joinTeam: "/unirse",
  tasks: "/tasks",
  approvals: "/mobile/approvals",
  qaRunner: "/qa/runner",
} as const;

/** The router's patterns for the pages that take an id, beside the builders above that fill them in. */
export const routePatterns = {
  player: "/players/:playerId",
  brand: "/brands/:brandId",
  club: "/clubs/:clubId",
  operation: "/operations/:operationId",
  invoice: "/facturas/:id",
  collaborator: "/colaboradores/:id",
  signature: "/firmas/:id",
} as const;

/** A player page's tab as the router's relative segment: only a PlayerTab is one. */
export const playerTabSegment = (tab: PlayerTab) => tab;
