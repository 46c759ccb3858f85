import { createNewsSchema, listNewsQuerySchema, updateNewsSchema } from "../../shared/schemas/news";
import type { Database } from "../db/client";
import { createNewsItem, deleteNewsItem, getNewsItem, listNews, updateNewsItem } from "../db/queries/news";
import { NEWS_HISTORY } from "../db/queries/recorded-writes";
import { news } from "../db/schema";
import { crudRoutes } from "../http/crud-routes";
import { newsCsv } from "./csv-columns";

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
