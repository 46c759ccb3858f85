import { z } from "zod";

import { NEWS_SENTIMENTS, type NewsSentiment } from "../domain/enums";
import { entityId, isoDate, optionalFilter, optionalText, pageQuery, requiredText, strictObject } from "./common";

const newsFields = {
  playerId: entityId("Selecciona un jugador"),
  title: requiredText("El título es obligatorio", 200),
  source: requiredText("La fuente es obligatoria", 120),
  sentiment: z.enum(NEWS_SENTIMENTS, { error: "Sentimiento no válido" }),
  date: isoDate("La fecha es obligatoria"),
  excerpt: optionalText(2000),
};

export const createNewsSchema = strictObject({
  playerId: newsFields.playerId,
  title: newsFields.title,
  source: newsFields.source,
  date: newsFields.date,
  sentiment: newsFields.sentiment.optional(),
  excerpt: newsFields.excerpt.optional(),
});
export type CreateNewsInput = z.infer<typeof createNewsSchema>;

export const updateNewsSchema = strictObject(newsFields).partial();
export type UpdateNewsInput = z.infer<typeof updateNewsSchema>;

export const listNewsQuerySchema = strictObject({
  playerId: optionalFilter(entityId("Jugador no válido")),
  sentiment: optionalFilter(z.enum(NEWS_SENTIMENTS, { error: "Sentimiento no válido" })),
  ...pageQuery,
});
export type ListNewsQuery = z.infer<typeof listNewsQuerySchema>;

export type NewsItem = {
  id: string;
  playerId: string;
  playerName: string;
  title: string;
  source: string;
  sentiment: NewsSentiment;
  date: string;
  excerpt: string;
  createdAt: string;
  updatedAt: string;
  /** Raised by every update; sent back as If-Match so that an edit from an older read is refused. */
  version: number;
};
