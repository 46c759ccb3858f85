import type { TeamAction, TeamResource } from "../../shared/domain/team-roles";

/** A route about the caller's own user (their settings, devices, bell, tokens) or one every member reads. */
export type OwnRoute = "own";

/**
 * Which resource each API route belongs to, by its path under /api, most specific first. A route that matches
 * none belongs to the agency: only dirección may call it until it is listed here.
 */
export const ROUTE_RESOURCES: { path: RegExp; resource: TeamResource | OwnRoute; onlyGet?: true }[] = [
  // A player's app access and their members are decided about the player.
  { path: /^\/players\/[^/]+\/assignment$/, resource: "team" },
  // What the agency earned from a player is money: read by whoever reads the ledger.
  { path: /^\/players\/[^/]+\/statement(\.pdf)?$/, resource: "commissions" },
  // Who else is owed part of a fee, and what was paid to them.
  { path: /^\/(deals|mandates|operations)\/[^/]+\/splits$/, resource: "settlements" },
  { path: /^\/(collaborators|settlements)(\/|$)/, resource: "settlements" },
  // A player's contracts with clubs are part of his record (their money fields hidden like any other).
  { path: /^\/(contracts(\/|$)|players\/[^/]+\/contracts$)/, resource: "players" },
  { path: /^\/players(\/|$)/, resource: "players" },
  { path: /^\/brands(\/|$)/, resource: "brands" },
  { path: /^\/clubs(\/|$)/, resource: "clubs" },
  { path: /^\/(contacts|contact-log)(\/|$)/, resource: "contacts" },
  { path: /^\/(operations|transfer-windows)(\/|$)/, resource: "operations" },
  { path: /^\/deals(\/|$)/, resource: "deals" },
  { path: /^\/investments(\/|$)/, resource: "investments" },
  { path: /^\/(events|agenda)(\/|$)/, resource: "events" },
  { path: /^\/news(\/|$)/, resource: "news" },
  // Documents sent to sign are documents.
  { path: /^\/(documents|signatures)(\/|$)/, resource: "documents" },
  { path: /^\/okrs(\/|$)/, resource: "okrs" },
  // FIFA's rules are what mandates and operations are checked against: kept by whoever keeps mandates.
  { path: /^\/(mandates|fifa-rules)(\/|$)/, resource: "mandates" },
  { path: /^\/commissions(\/|$)/, resource: "commissions" },
  // The certificate that signs the agency's sending to the AEAT, and whether it sends: the agency's own.
  { path: /^\/billing\/verifactu(\/|$)/, resource: "agency" },
  { path: /^\/(invoices|billing)(\/|$)/, resource: "invoices" },
  { path: /^\/tasks(\/|$)/, resource: "tasks" },
  { path: /^\/approvals(\/|$)/, resource: "approvals" },
  { path: /^\/(campaign-images|ai\/campaign-image)(\/|$)/, resource: "campaigns" },
  { path: /^\/ai(\/|$)/, resource: "assistant" },
  { path: /^\/activity(\/|$)/, resource: "history" },
  { path: /^\/import(\/|$)/, resource: "imports" },
  { path: /^\/team(\/|$)/, resource: "team" },
  // Every member's own: what they see there is already cut to their role where it is read.
  { path: /^\/(me|push|alerts|tokens|mail|dashboard|search|calendar)(\/|$)/, resource: "own" },
  // Whether the sample is loaded: the banner every member sees says so; loading or clearing it is the agency's.
  { path: /^\/sample-data$/, resource: "own", onlyGet: true },
];

/** The action a request asks for: a CSV is an export; a POST to a record (a payment, a photo) changes it. */
export function actionOf(method: string, path: string): TeamAction {
  if (method === "GET" || method === "HEAD") return /\/export\.csv$/.test(path) ? "export" : "read";
  if (method === "DELETE") return "delete";
  if (method === "POST") return /^\/[^/]+\/?$/.test(path) || /^\/team\/invitations$/.test(path) ? "create" : "edit";
  return "edit";
}

export function resourceOf(method: string, path: string): TeamResource | OwnRoute {
  const get = method === "GET" || method === "HEAD";
  return ROUTE_RESOURCES.find((route) => route.path.test(path) && (get || !route.onlyGet))?.resource ?? "agency";
}
