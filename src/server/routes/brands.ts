import { createBrandSchema, listBrandsQuerySchema, updateBrandSchema } from "../../shared/schemas/brand";
import type { Database } from "../db/client";
import { countBrands, createBrand, deleteBrand, getBrand, listBrands, updateBrand } from "../db/queries/brands";
import { brandDeleteImpact } from "../db/queries/delete-impact";
import { BRAND_HISTORY } from "../db/queries/recorded-writes";
import { brands } from "../db/schema";
import { crudRoutes } from "../http/crud-routes";
import { brandsCsv } from "./csv-columns";
import { nameOptionsRoute } from "./name-options";

export const brandRoutes = (db: Database) =>
  crudRoutes(
    db,
    {
      notFoundMessage: "Marca no encontrada",
      table: brands,
      csv: brandsCsv,
      activity: BRAND_HISTORY,
      schemas: { list: listBrandsQuerySchema, create: createBrandSchema, update: updateBrandSchema },
      list: listBrands,
      get: getBrand,
      create: createBrand,
      update: updateBrand,
      remove: deleteBrand,
      impact: brandDeleteImpact,
    },
    (app) => nameOptionsRoute(db, "brands")(app.get("/count", async (c) => c.json(await countBrands(db)))),
  );
