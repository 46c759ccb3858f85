import { createBrandSchema, listBrandsQuerySchema, updateBrandSchema } from "../../shared/schemas/brand";
import type { Database } from "../db/client";
import {
  countBrands,
  createBrand,
  deleteBrand,
  getBrand,
  listBrands,
  takeColoursFromLogo,
  updateBrand,
} from "../db/queries/brands";
import { brandDeleteImpact, brandFileKeys } from "../db/queries/delete-impact";
import { BRAND_LOGO } from "../db/queries/record-pictures";
import { BRAND_HISTORY } from "../db/queries/recorded-writes";
import { brands } from "../db/schema";
import { crudRoutes } from "../http/crud-routes";
import type { FileStorage } from "../storage/storage";
import { brandsCsv } from "./csv-columns";
import { nameOptionsRoute } from "./name-options";
import { recordPictureRoutes } from "./record-picture";

export const BRAND_NOT_FOUND = "Marca no encontrada";

export const brandRoutes = (db: Database, storage: FileStorage) =>
  crudRoutes(
    db,
    {
      notFoundMessage: BRAND_NOT_FOUND,
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
      files: { storage, keysOf: brandFileKeys },
    },
    (app) =>
      nameOptionsRoute(
        db,
        "brands",
      )(
        app
          .get("/count", async (c) => c.json(await countBrands(db)))
          .route(
            "/",
            recordPictureRoutes(db, storage, {
              kind: "logo",
              columns: BRAND_LOGO,
              notFoundMessage: BRAND_NOT_FOUND,
              record: getBrand,
              afterUpload: takeColoursFromLogo,
            }),
          ),
      ),
  );
