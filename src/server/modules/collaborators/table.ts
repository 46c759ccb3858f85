import { sql } from "drizzle-orm";
import { check, index, pgTable, text, unique } from "drizzle-orm/pg-core";

import { COLLABORATOR_KINDS } from "../../../shared/schemas/collaborator";
import { user } from "../../auth/table";
import { id, timestamps, version } from "../../db/lib/columns";

/**
 * Someone owed part of the agency's fees: an external agent, a scout or anyone else, or a member of the team (one
 * row per member, made the first time a split names them). Split lines and payouts restrict its deletion.
 */
export const collaborators = pgTable(
  "collaborators",
  {
    id: id(),
    kind: text("kind", { enum: COLLABORATOR_KINDS }).notNull(),
    name: text("name").notNull(),
    taxIdCountry: text("tax_id_country").notNull().default("ES"),
    taxId: text("tax_id"),
    licenceNumber: text("licence_number"),
    email: text("email"),
    notes: text("notes"),
    memberId: text("member_id").references(() => user.id, { onDelete: "set null" }),
    ...timestamps,
    version: version(),
  },
  (table) => [
    unique("collaborators_member_unique").on(table.memberId),
    index("collaborators_name_idx").on(table.name),
    check("collaborators_member_kind", sql`${table.memberId} is null or ${table.kind} = 'equipo'`),
  ],
);
