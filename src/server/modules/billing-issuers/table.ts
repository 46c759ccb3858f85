import { boolean, numeric, pgTable, text, unique } from "drizzle-orm/pg-core";

import { VAT_TREATMENTS } from "../../../shared/domain/invoice-amounts";
import { ISSUER_KINDS } from "../../../shared/domain/invoices";
import { id, timestamps, version } from "../../db/lib/columns";

/**
 * Who invoices: the agency's company or a licensed agent as self-employed. Its NIF names its VERI*FACTU chain;
 * its series number its invoices. An issuer with issued invoices cannot be deleted (the invoices restrict it).
 */
export const billingIssuers = pgTable(
  "billing_issuers",
  {
    id: id(),
    kind: text("kind", { enum: ISSUER_KINDS }).notNull(),
    name: text("name").notNull(),
    nif: text("nif").notNull(),
    address: text("address").notNull(),
    series: text("series").notNull(),
    rectifyingSeries: text("rectifying_series").notNull(),
    irpfPercent: numeric("irpf_percent", { precision: 5, scale: 2, mode: "number" }).notNull(),
    irpfConfirmed: boolean("irpf_confirmed").notNull().default(false),
    vatTreatment: text("vat_treatment", { enum: VAT_TREATMENTS }).notNull(),
    vatRate: numeric("vat_rate", { precision: 5, scale: 2, mode: "number" }).notNull(),
    licenceNumber: text("licence_number"),
    email: text("email"),
    ...timestamps,
    version: version(),
  },
  (table) => [unique("billing_issuers_nif_unique").on(table.nif)],
);
