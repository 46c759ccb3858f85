import { sql } from "drizzle-orm";
import { boolean, check, date, index, pgEnum, pgTable, text, uuid } from "drizzle-orm/pg-core";

import { CONTACT_CHANNELS } from "../../../shared/domain/contacts";
import { id, timestamps, version } from "../../db/lib/columns";
import { brands } from "../brands/table";
import { clubs } from "../clubs/table";
import { operations } from "../operations/table";
import { players } from "../players/table";

/** A person at a club or a brand: who the agent calls. They go with their club or brand. */
export const contacts = pgTable(
  "contacts",
  {
    id: id(),
    name: text("name").notNull(),
    role: text("role").notNull().default(""),
    email: text("email").notNull().default(""),
    phone: text("phone").notNull().default(""),
    clubId: uuid("club_id").references(() => clubs.id, { onDelete: "cascade" }),
    brandId: uuid("brand_id").references(() => brands.id, { onDelete: "cascade" }),
    notes: text("notes").notNull().default(""),
    ...timestamps,
    version: version(),
  },
  (table) => [
    index("contacts_club_idx").on(table.clubId, sql`palco_fold(${table.name})`),
    index("contacts_brand_idx").on(table.brandId, sql`palco_fold(${table.name})`),
    index("contacts_name_idx").on(sql`palco_fold(${table.name})`, table.id),
    check("contacts_one_organisation", sql`num_nonnulls(${table.clubId}, ${table.brandId}) = 1`),
  ],
);

export const contactChannel = pgEnum("contact_channel", CONTACT_CHANNELS);

/**
 * One contact: when, how, with whom, what was said and the next step. It concerns a club, a brand, a player or an
 * operation (or several); an entry outlives what it concerns (set null) since it is the agent's memory of it.
 */
export const contactLog = pgTable(
  "contact_log",
  {
    id: id(),
    date: date("date").notNull(),
    channel: contactChannel("channel").notNull(),
    contactId: uuid("contact_id").references(() => contacts.id, { onDelete: "set null" }),
    clubId: uuid("club_id").references(() => clubs.id, { onDelete: "set null" }),
    brandId: uuid("brand_id").references(() => brands.id, { onDelete: "set null" }),
    playerId: uuid("player_id").references(() => players.id, { onDelete: "set null" }),
    operationId: uuid("operation_id").references(() => operations.id, { onDelete: "set null" }),
    summary: text("summary").notNull(),
    /** The contact offers the agency's services to a player or a club: reserved to a licensed agent (FIFA art. 11). */
    approach: boolean("approach").notNull().default(false),
    nextStep: text("next_step").notNull().default(""),
    nextStepOn: date("next_step_on"),
    nextStepDone: boolean("next_step_done").notNull().default(false),
    ...timestamps,
    version: version(),
  },
  (table) => [
    index("contact_log_date_idx").on(table.date, table.id),
    index("contact_log_club_idx").on(table.clubId, table.date),
    index("contact_log_brand_idx").on(table.brandId, table.date),
    index("contact_log_player_idx").on(table.playerId, table.date),
    index("contact_log_operation_idx").on(table.operationId, table.date),
    index("contact_log_contact_idx").on(table.contactId),
    // The bell and the agenda read the open next steps by day.
    index("contact_log_next_step_idx")
      .on(table.nextStepOn)
      .where(sql`not ${table.nextStepDone}`),
  ],
);
