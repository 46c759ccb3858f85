import { formatCsvDate } from "../../../shared/domain/csv-values";
import { createNewsSchema, listNewsQuerySchema, updateNewsSchema, type NewsItem } from "../../../shared/schemas/news";
import type { Database } from "../../db/client";
import { crudRoutes } from "../../http/crud-routes";
import type { CsvExport } from "../../http/csv-export";
import { NEWS_HISTORY } from "./history";
import { createNewsItem, deleteNewsItem, getNewsItem, listNews, updateNewsItem } from "./queries";
import { news } from "./table";

// What the CSV export contains.
const newsCsv: CsvExport<NewsItem> = {
  fileName: "noticias",
  columns: [
    { header: "Fecha", value: (item) => formatCsvDate(item.date) },
    { header: "Título", value: (item) => item.title },
    { header: "Fuente", value: (item) => item.source },
    { header: "Jugador", value: (item) => item.playerName },
    { header: "Sentimiento", value: (item) => item.sentiment },
    { header: "Extracto", value: (item) => item.excerpt },
  ],
};

export const newsRoutes = (db: Database) =>
  crudRoutes(db, {
    notFoundMessage: "Noticia no encontrada",
    table: news,
    csv: newsCsv,
    activity: NEWS_HISTORY,
    schemas: { list: listNewsQuerySchema, create: createNewsSchema, update: updateNewsSchema },
    list: listNews,
    // Kept between writes: every table it reads raises the "alerts" version (migrations 0046, 0077).
    kept: { view: "alerts" },
    get: getNewsItem,
    create: createNewsItem,
    update: updateNewsItem,
    remove: deleteNewsItem,
  });
