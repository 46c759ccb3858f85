import { formatCsvDate } from "../../../shared/domain/csv-values";
import { createDealSchema, listDealsQuerySchema, updateDealSchema, type Deal } from "../../../shared/schemas/deal";
import type { Database } from "../../db/client";
import { keptPages, versionedView } from "../../db/lib/versioned-view";
import { crudRoutes } from "../../http/crud-routes";
import { importHeader, type CsvColumn, type CsvExport } from "../../http/csv-export";
import { recordPictureRoutes } from "../../http/record-picture-routes";
import type { FileStorage } from "../../storage/storage";
import { dealDeleteImpact, dealFileKeys } from "../../views/delete-impact/queries";
import { DEAL_PRODUCT } from "../pictures";
import { DEAL_HISTORY } from "./history";
import { deleteDeal, getDeal, getDealSummary, insertDeal, listDeals, updateDealRow } from "./queries";
import { dealRules } from "./rules";
import { deals } from "./table";

// What the CSV export contains.
const dealsCsv: CsvExport<Deal> = {
  fileName: "patrocinios",
  columns: [
    { header: importHeader("deals", "player"), value: (deal) => deal.playerName },
    { header: importHeader("deals", "brand"), value: (deal) => deal.brandName },
    { header: "Sector", value: (deal) => deal.brandSector },
    { header: importHeader("deals", "stage"), value: (deal) => deal.stage },
    { header: importHeader("deals", "type"), value: (deal) => deal.type },
    { header: importHeader("deals", "fee"), value: (deal) => deal.fee },
    { header: "Importe (€)", value: (deal) => deal.feeAmount },
    { header: importHeader("deals", "commissionPercent"), value: (deal) => deal.commissionPercent },
    { header: importHeader("deals", "deliverables"), value: (deal) => deal.deliverables.join(", ") },
    { header: importHeader("deals", "startDate"), value: (deal) => formatCsvDate(deal.startDate) },
    { header: importHeader("deals", "renewDate"), value: (deal) => formatCsvDate(deal.renewDate) },
    { header: importHeader("deals", "exclusive"), value: (deal) => deal.exclusive },
    { header: "Motivo de cierre", value: (deal) => deal.lostReason },
  ] satisfies CsvColumn<Deal>[],
};

export const DEAL_NOT_FOUND = "Patrocinio no encontrado";

export function dealRoutes(db: Database, storage: FileStorage) {
  // A pass over every deal: kept while no deal changes (see versionedView).
  const currentSummary = versionedView("deal-summary", getDealSummary, "totals");
  // Pages name the deal's player and brand and flag possible clashes: kept while none of those tables moves. The
  // "Sin movimiento" filter counts 30 days from this instant, so it is read every time.
  const pages = keptPages("alerts", listDeals, (query) => query.stale === undefined);
  return crudRoutes(
    db,
    {
      notFoundMessage: DEAL_NOT_FOUND,
      table: deals,
      csv: dealsCsv,
      activity: DEAL_HISTORY,
      schemas: { list: listDealsQuerySchema, create: createDealSchema, update: updateDealSchema },
      list: pages,
      get: getDeal,
      rows: { insert: insertDeal, update: updateDealRow },
      hooks: dealRules,
      remove: deleteDeal,
      impact: dealDeleteImpact,
      files: { storage, keysOf: dealFileKeys },
    },
    (app) =>
      app
        .get("/summary", async (c) => c.json(await currentSummary(db)))
        .route(
          "/",
          recordPictureRoutes(db, storage, {
            kind: "product",
            columns: DEAL_PRODUCT,
            notFoundMessage: DEAL_NOT_FOUND,
            record: getDeal,
          }),
        ),
  );
}
