import { TEAM_RESOURCES, type TeamResource } from "../../../shared/domain/team-roles";
import { APPROVALS, DOCUMENTS, EVENTS, NEWS, OKRS, SIGNATURES, TASKS } from "./agenda-resources";
import type { CatalogueResource } from "./catalogue-types";
import { CLUBS, CONTACT_LOG, CONTACTS, OFFERS, OPERATIONS } from "./market-resources";
import { COLLABORATORS, COMMISSIONS, INVESTMENTS, INVOICES, PAYMENTS, PAYOUTS, SPLITS } from "./money-resources";
import { BRANDS, CLUB_CONTRACTS, DEALS, MANDATES, PLAYERS } from "./portfolio-resources";

export type { CatalogueField, CatalogueResource, StateValue } from "./catalogue-types";

/** Every resource the assistant answers about, by construction the same for the offline engine, a model and MCP. */
export const CATALOGUE: readonly CatalogueResource[] = [
  PLAYERS,
  BRANDS,
  DEALS,
  MANDATES,
  CLUB_CONTRACTS,
  CLUBS,
  CONTACTS,
  OPERATIONS,
  OFFERS,
  CONTACT_LOG,
  COMMISSIONS,
  PAYMENTS,
  INVOICES,
  SPLITS,
  COLLABORATORS,
  PAYOUTS,
  INVESTMENTS,
  EVENTS,
  TASKS,
  DOCUMENTS,
  SIGNATURES,
  APPROVALS,
  OKRS,
  NEWS,
];

/**
 * The areas of the roles table that are not records the assistant reads: campaign images (read as pictures), the
 * assistant itself, history, imports, the team and the agency's settings.
 */
export const NOT_ASKED: readonly TeamResource[] = ["campaigns", "assistant", "history", "imports", "team", "agency"];

/** The areas of the roles table the catalogue must cover: a test fails when one has no resource. */
export const ASKED_AREAS = TEAM_RESOURCES.filter((area) => !NOT_ASKED.includes(area));

export const catalogueResource = (key: string) => CATALOGUE.find((resource) => resource.key === key);
