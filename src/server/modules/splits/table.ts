import { sql } from "drizzle-orm";
import { check, index, integer, numeric, pgTable, text, unique, uuid } from "drizzle-orm/pg-core";

import { SPLIT_BASES, SPLIT_DUES } from "../../../shared/domain/splits";
import { id } from "../../db/lib/columns";
import { collaborators } from "../collaborators/table";
import { commissions } from "../commissions/table";
import { deals } from "../deals/table";
import { mandates } from "../mandates/table";
import { operations } from "../operations/table";

const splitTerms = {
  collaboratorId: uuid("collaborator_id")
    .notNull()
    .references(() => collaborators.id, { onDelete: "restrict" }),
  position: integer("position").notNull(),
  percent: numeric("percent", { precision: 5, scale: 2, mode: "number" }),
  amount: numeric("amount", { precision: 14, scale: 2, mode: "number" }),
  basis: text("basis", { enum: SPLIT_BASES }).notNull(),
  due: text("due", { enum: SPLIT_DUES }).notNull(),
};

/** A deal's, a mandate's or an operation's split: the lines each of its instalments is shared by. */
export const splitLines = pgTable(
  "split_lines",
  {
    id: id(),
    dealId: uuid("deal_id").references(() => deals.id, { onDelete: "cascade" }),
    mandateId: uuid("mandate_id").references(() => mandates.id, { onDelete: "cascade" }),
    operationId: uuid("operation_id").references(() => operations.id, { onDelete: "cascade" }),
    ...splitTerms,
  },
  (table) => [
    index("split_lines_deal_idx").on(table.dealId),
    index("split_lines_mandate_idx").on(table.mandateId),
    index("split_lines_operation_idx").on(table.operationId),
    index("split_lines_collaborator_idx").on(table.collaboratorId),
    check("split_lines_one_source", sql`num_nonnulls(${table.dealId}, ${table.mandateId}, ${table.operationId}) = 1`),
    check("split_lines_one_measure", sql`num_nonnulls(${table.percent}, ${table.amount}) = 1`),
  ],
);

/**
 * The split as each instalment carries it: copied from its source when the instalment is made (a trigger, migration
 * 0076) and again when the split changes. It stays with the instalment when the deal, mandate or operation goes, so
 * what a collaborator earned on money already paid is never lost; an instalment that is dropped earned nothing.
 */
export const commissionShares = pgTable(
  "commission_shares",
  {
    id: id(),
    commissionId: uuid("commission_id")
      .notNull()
      .references(() => commissions.id, { onDelete: "cascade" }),
    ...splitTerms,
  },
  (table) => [
    unique("commission_shares_position").on(table.commissionId, table.position),
    index("commission_shares_collaborator_idx").on(table.collaboratorId),
    check("commission_shares_one_measure", sql`num_nonnulls(${table.percent}, ${table.amount}) = 1`),
  ],
);
