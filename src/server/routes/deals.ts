import { createDealSchema, listDealsQuerySchema, updateDealSchema } from "../../shared/schemas/deal";
import type { Database } from "../db/client";
import { createDeal, deleteDeal, getDeal, getDealSummary, listDeals, updateDeal } from "../db/queries/deals";
import { crudRoutes } from "../http/crud-routes";

export const dealRoutes = (db: Database) =>
  crudRoutes(
    db,
    {
      notFoundMessage: "Patrocinio no encontrado",
      schemas: { list: listDealsQuerySchema, create: createDealSchema, update: updateDealSchema },
      list: listDeals,
      get: getDeal,
      create: createDeal,
      update: updateDeal,
      remove: deleteDeal,
    },
    (app) => app.get("/summary", async (c) => c.json(await getDealSummary(db))),
  );
