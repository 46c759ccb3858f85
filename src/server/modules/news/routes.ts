import { createNewsSchema, listNewsQuerySchema, updateNewsSchema } from "../../../shared/schemas/news";
import type { Database } from "../../db/client";
import { NEWS_HISTORY } from "../../history/recorded-writes";
import { crudRoutes } from "../../http/crud-routes";
import { newsCsv } from "../../http/csv-columns";
import { createNewsItem, deleteNewsItem, getNewsItem, listNews, updateNewsItem } from "./queries";
import { news } from "./table";

export const newsRoutes = (db: Database) =>
  crudRoutes(db, {
    notFoundMessage: "Noticia no encontrada",
    table: news,
    csv: newsCsv,
    activity: NEWS_HISTORY,
    schemas: { list: listNewsQuerySchema, create: createNewsSchema, update: updateNewsSchema },
    list: listNews,
    get: getNewsItem,
    create: createNewsItem,
    update: updateNewsItem,
    remove: deleteNewsItem,
  });
