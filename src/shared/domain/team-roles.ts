// The agency's members and what each role may do (issue 43). The server decides with these tables; the screens
// read the same tables only to leave out what would be refused.

export const MEMBER_ROLES = [
  "direccion",
  "agente",
  "asistente",
  "ojeador",
  "legal",
  "contabilidad",
  "comunicacion",
  "lectura",
] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

/** Every account's role: a member's, or a player's in their own app. */
export type UserRole = MemberRole | "player";

export const MEMBER_ROLE_LABELS: Record<MemberRole, string> = {
  direccion: "Dirección",
  agente: "Agente",
  asistente: "Asistente",
  ojeador: "Ojeador",
  legal: "Legal",
  contabilidad: "Contabilidad",
  comunicacion: "Comunicación",
  lectura: "Solo lectura",
};

export const isMemberRole = (role: string | null | undefined): role is MemberRole =>
  MEMBER_ROLES.includes(role as MemberRole);

/** The areas a role is granted per action. Routes about the caller's own user (settings, devices, bell) are none. */
export const TEAM_RESOURCES = [
  "players",
  "brands",
  "clubs",
  "contacts",
  "operations",
  "deals",
  "investments",
  "events",
  "news",
  "documents",
  "okrs",
  "mandates",
  "commissions",
  "invoices",
  "settlements",
  "tasks",
  "approvals",
  "campaigns",
  "assistant",
  "history",
  "imports",
  "team",
  "agency",
] as const;
export type TeamResource = (typeof TEAM_RESOURCES)[number];

export const TEAM_ACTIONS = ["read", "create", "edit", "delete", "export"] as const;
export type TeamAction = (typeof TEAM_ACTIONS)[number];

/** Fields whose values a role may be denied: answered as null, with the group named in `hidden`. */
export const HIDDEN_GROUPS = ["money", "identity", "medical"] as const;
export type HiddenGroup = (typeof HIDDEN_GROUPS)[number];

export const HIDDEN_GROUP_LABELS: Record<HiddenGroup, string> = {
  money: "Importes",
  identity: "Documentos de identidad",
  medical: "Información médica",
};

/**
 * all: every player and every record of theirs. assigned: only the players the member is responsible for or
 * collaborates on (and every record of theirs); records of no player (an agency event, a club) stay shared.
 */
export type RoleScope = "all" | "assigned";

export type RolePolicy = {
  scope: RoleScope;
  /** The field groups the role sees; every other group comes back hidden. */
  sees: readonly HiddenGroup[];
  grants: Partial<Record<TeamResource, readonly TeamAction[]>>;
  /** What the roles screen says the role is for. */
  summary: string;
};

const ALL: readonly TeamAction[] = TEAM_ACTIONS;
const WRITE: readonly TeamAction[] = ["read", "create", "edit"];
const KEEP: readonly TeamAction[] = ["read", "create", "edit", "delete"];
const READ: readonly TeamAction[] = ["read"];

const BUSINESS: readonly TeamResource[] = TEAM_RESOURCES.filter((resource) => !["team", "agency"].includes(resource));

const grantAll = (resources: readonly TeamResource[], actions: readonly TeamAction[]) =>
  Object.fromEntries(resources.map((resource) => [resource, actions])) as Partial<Record<TeamResource, TeamAction[]>>;

export const ROLE_POLICIES: Record<MemberRole, RolePolicy> = {
  direccion: {
    scope: "all",
    sees: HIDDEN_GROUPS,
    grants: grantAll(TEAM_RESOURCES, ALL),
    summary: "Todo: miembros, configuración y cada cifra de la agencia.",
  },
  agente: {
    scope: "all",
    sees: HIDDEN_GROUPS,
    grants: { ...grantAll(BUSINESS, ALL), team: READ },
    summary: "Agente con licencia FIFA: todo lo de los jugadores, sin los miembros ni la configuración.",
  },
  asistente: {
    scope: "all",
    sees: ["identity"],
    grants: {
      players: WRITE,
      brands: WRITE,
      clubs: WRITE,
      contacts: KEEP,
      operations: READ,
      deals: READ,
      events: KEEP,
      news: WRITE,
      documents: KEEP,
      okrs: READ,
      mandates: READ,
      tasks: KEEP,
      approvals: READ,
      campaigns: READ,
      history: READ,
      team: READ,
    },
    summary: "Agenda, contactos y papeles de todos los jugadores, sin importes.",
  },
  ojeador: {
    scope: "assigned",
    sees: [],
    grants: {
      players: [...WRITE, "export"],
      clubs: WRITE,
      contacts: WRITE,
      operations: READ,
      events: WRITE,
      news: READ,
      tasks: WRITE,
      history: READ,
      team: READ,
    },
    summary:
      "Los jugadores que tiene asignados, con clubes y contactos, sin un solo importe ni documento de identidad.",
  },
  legal: {
    scope: "all",
    sees: ["money", "identity"],
    grants: {
      players: WRITE,
      brands: READ,
      clubs: READ,
      contacts: WRITE,
      operations: READ,
      deals: READ,
      events: READ,
      documents: ALL,
      mandates: ALL,
      commissions: READ,
      invoices: READ,
      settlements: READ,
      tasks: WRITE,
      approvals: READ,
      history: READ,
      team: READ,
    },
    summary: "Mandatos, contratos y documentos, con sus importes.",
  },
  contabilidad: {
    scope: "all",
    sees: ["money"],
    grants: {
      players: ["read", "export"],
      brands: ["read", "export"],
      clubs: READ,
      contacts: READ,
      operations: ["read", "export"],
      deals: ["read", "export"],
      investments: ALL,
      events: READ,
      documents: READ,
      mandates: ["read", "export"],
      commissions: ["read", "create", "edit", "export"],
      invoices: ALL,
      settlements: ALL,
      tasks: WRITE,
      history: READ,
      team: READ,
    },
    summary: "Cobros, comisiones e inversiones; sin documentos de identidad de los jugadores.",
  },
  comunicacion: {
    scope: "all",
    sees: [],
    grants: {
      players: READ,
      brands: WRITE,
      contacts: WRITE,
      deals: READ,
      events: KEEP,
      news: ALL,
      documents: READ,
      okrs: READ,
      tasks: WRITE,
      approvals: READ,
      campaigns: KEEP,
      history: READ,
      team: READ,
    },
    summary: "Prensa, marcas, eventos e imágenes de campaña, sin importes.",
  },
  lectura: {
    scope: "all",
    sees: [],
    grants: grantAll(
      BUSINESS.filter(
        (resource) =>
          !["imports", "assistant", "commissions", "invoices", "settlements", "investments"].includes(resource),
      ),
      READ,
    ),
    summary: "Consulta todo lo de la agencia sin cambiar nada ni ver importes.",
  },
};

/**
 * The assistant (chat, its proposals and MCP) reads and writes across every resource: only roles that may read and
 * write all of them are granted it.
 */
export const ASSISTANT_ROLES: readonly MemberRole[] = ["direccion", "agente"];

/** Resources that are money through and through: only a role that sees money may be granted them. */
export const MONEY_RESOURCES: readonly TeamResource[] = ["commissions", "invoices", "settlements", "investments"];

/** Who is reading, as every read that is cut by role needs it: set once per request from the session. */
export type Viewer = { userId: string; role: MemberRole; scope: RoleScope; hidden: HiddenGroup[] };

export function viewerOf(user: { id: string; role?: string | null }): Viewer | undefined {
  if (!isMemberRole(user.role)) return undefined;
  return { userId: user.id, role: user.role, scope: ROLE_POLICIES[user.role].scope, hidden: hiddenGroupsOf(user.role) };
}

export function roleMay(role: MemberRole, resource: TeamResource, action: TeamAction): boolean {
  return ROLE_POLICIES[role].grants[resource]?.includes(action) ?? false;
}

/** The groups a role is denied, in HIDDEN_GROUPS' order. */
export function hiddenGroupsOf(role: MemberRole): HiddenGroup[] {
  const sees = ROLE_POLICIES[role].sees;
  return HIDDEN_GROUPS.filter((group) => !sees.includes(group));
}

/** The roles that must sign in with a second factor (2FA); others may turn it on. */
export const ROLES_REQUIRING_TWO_FACTOR: readonly MemberRole[] = ["direccion", "contabilidad"];
