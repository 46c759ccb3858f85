import { pgTable, text } from "drizzle-orm/pg-core";

import { id, timestamps, version } from "../../db/lib/columns";

/** Each league's yearly transfer windows, as month-days ("07-01"); editable in Configuración. */
export const transferWindows = pgTable("transfer_windows", {
  id: id(),
  league: text("league").notNull(),
  name: text("name").notNull(),
  startDay: text("start_day").notNull(),
  endDay: text("end_day").notNull(),
  ...timestamps,
  version: version(),
});
