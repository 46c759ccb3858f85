import { createBrandSchema, listBrandsQuerySchema, updateBrandSchema, type Brand } from "../../../shared/schemas/brand";
import type { Database } from "../../db/client";
import { crudRoutes } from "../../http/crud-routes";
import { importHeader, type CsvExport } from "../../http/csv-export";
import { recordPictureRoutes } from "../../http/record-picture-routes";
import type { FileStorage } from "../../storage/storage";
import { brandDeleteImpact, brandFileKeys } from "../../views/delete-impact/queries";
import { nameOptionsRoute } from "../../views/name-options/routes";
import { BRAND_LOGO } from "../pictures";
import { BRAND_HISTORY } from "./history";
import {
  countBrands,
  deleteBrand,
  getBrand,
  insertBrand,
  listBrands,
  takeColoursFromLogo,
  updateBrandRow,
} from "./queries";
import { brandRules } from "./rules";
import { brands } from "./table";

// What the CSV export contains.
const brandsCsv: CsvExport<Brand> = {
  fileName: "marcas",
  columns: [
    { header: importHeader("brands", "name"), value: (brand) => brand.name },
    { header: importHeader("brands", "sector"), value: (brand) => brand.sector },
    { header: importHeader("brands", "contactEmail"), value: (brand) => brand.contactEmail },
    { header: "Patrocinios", value: (brand) => brand.dealCount },
  ],
};

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
      // Kept between writes: every table it reads raises the "alerts" version (migrations 0046, 0077).
      kept: { view: "alerts" },
      get: getBrand,
      rows: { insert: insertBrand, update: updateBrandRow },
      hooks: brandRules,
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
