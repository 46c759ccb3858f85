import { z } from "zod";

import { strictObject } from "./common";

/** Shorter queries would match nearly everything, and trigram indexes need three characters. */
export const SEARCH_MIN_LENGTH = 3;
export const SEARCH_RESULTS_PER_KIND = 5;

export const searchQuerySchema = strictObject({
  q: z.string({ error: "Escribe qué buscar" }).trim().max(100, "La búsqueda no puede superar 100 caracteres"),
});

export const SEARCH_KINDS = [
  "player",
  "brand",
  "deal",
  "club",
  "contact",
  "operation",
  "event",
  "news",
  "document",
  "okr",
  "mandate",
] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const SEARCH_KIND_LABELS: Record<SearchKind, string> = {
  player: "Jugadores",
  brand: "Marcas",
  deal: "Patrocinios",
  event: "Eventos",
  news: "Noticias",
  document: "Documentos",
  okr: "Objetivos",
  mandate: "Mandatos",
  club: "Clubes",
  contact: "Personas",
  operation: "Operaciones",
};

/** One hit: what to show and the ids and day the interface needs to open it. */
export type SearchResult = {
  kind: SearchKind;
  id: string;
  title: string;
  subtitle: string;
  playerId: string | null;
  date: string | null;
  /** A person's club or brand: the page that shows them. */
  owner: { kind: "club" | "brand"; id: string } | null;
};

/** Every kind, each with at most five hits, best match first; empty for a query under three characters. */
export type SearchResults = { query: string; groups: { kind: SearchKind; results: SearchResult[] }[] };
