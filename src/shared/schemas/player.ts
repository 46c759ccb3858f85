import { z } from "zod";

import { agencyToday } from "../domain/calendar-day";
import { ID_DOCUMENT_TYPES, type IdDocumentType } from "../domain/enums";
import { PLAYER_SORTS, type PlayerSort } from "../domain/list-sorts";
import { birthDateIssue, contractUntilIssue } from "../domain/player-rules";
import {
  moneyText,
  nullableIsoDate,
  optionalFilter,
  optionalWebAddress,
  pageQuery,
  requiredText,
  strictObject,
  type Page,
} from "./common";

const followerCount = z
  .number({ error: "Los seguidores deben ser un número" })
  .int("Los seguidores deben ser un número entero")
  .min(0, "Los seguidores no pueden ser negativos")
  .max(100_000_000_000, "Cifra de seguidores no válida");

/** A day the rule refuses (judged on the agency's today) is an issue on its field. */
const refusedBy =
  (rule: (day: string, today: string) => string | null) => (day: string | null, ctx: z.RefinementCtx) => {
    const issue = day === null ? null : rule(day, agencyToday());
    if (issue) ctx.addIssue({ code: "custom", message: issue });
  };

/** A percentage the agent may not know yet: null means "Sin datos", never an invented 0. */
const engagementPercent = (what: string) =>
  z
    .number({ error: `${what} debe ser un número` })
    .min(0, `${what} debe estar entre 0 y 100`)
    .max(100, `${what} debe estar entre 0 y 100`)
    .nullable();

const sentimentShare = (what: string) =>
  z
    .number({ error: `${what} debe ser un número` })
    .int(`${what} debe ser un número entero`)
    .min(0, `${what} debe estar entre 0 y 100`)
    .max(100, `${what} debe estar entre 0 y 100`)
    .nullable();

export const SENTIMENT_SHARES_MESSAGE = "Positivo y negativo no pueden sumar más de 100";

/** Positive and negative shares, when both are known, leave a neutral share of at least 0. */
export function sentimentSharesIssue(
  positive: number | null | undefined,
  negative: number | null | undefined,
): string | null {
  return positive != null && negative != null && positive + negative > 100 ? SENTIMENT_SHARES_MESSAGE : null;
}

function refuseSentimentOver100(
  input: { sentiment?: number | null; sentimentNegative?: number | null },
  ctx: z.RefinementCtx,
) {
  const issue = sentimentSharesIssue(input.sentiment, input.sentimentNegative);
  if (issue) ctx.addIssue({ code: "custom", message: issue, path: ["sentimentNegative"] });
}

const playerFields = {
  name: requiredText("El nombre es obligatorio", 120),
  birthDate: nullableIsoDate("Fecha de nacimiento no válida").superRefine(refusedBy(birthDateIssue)),
  position: requiredText("La posición es obligatoria", 60),
  nationality: requiredText("La nacionalidad es obligatoria", 60),
  team: requiredText("El equipo es obligatorio", 120),
  image: optionalWebAddress(500).nullable(),
  instagramFollowers: followerCount,
  tiktokFollowers: followerCount,
  xFollowers: followerCount,
  youtubeFollowers: followerCount,
  engagementRate: engagementPercent("El engagement"),
  instagramEngagement: engagementPercent("El engagement de Instagram"),
  tiktokEngagement: engagementPercent("El engagement de TikTok"),
  sentiment: sentimentShare("El sentimiento"),
  sentimentNegative: sentimentShare("El sentimiento negativo"),
  marketValue: moneyText(40),
  contractUntil: nullableIsoDate("Fecha de fin de contrato no válida").superRefine(refusedBy(contractUntilIssue)),
  idDocumentType: z.enum(ID_DOCUMENT_TYPES, { error: "Elige DNI, NIE o pasaporte" }).nullable(),
  idDocumentNumber: z
    .string({ error: "Número de documento no válido" })
    .trim()
    .toUpperCase()
    .max(30, "El número de documento no puede superar 30 caracteres")
    .transform((value) => value || null)
    .nullable(),
  idDocumentExpiry: nullableIsoDate("Fecha de caducidad del documento no válida"),
};

export const createPlayerSchema = strictObject({
  name: playerFields.name,
  position: playerFields.position,
  nationality: playerFields.nationality,
  team: playerFields.team,
  birthDate: playerFields.birthDate.optional(),
  image: playerFields.image.optional(),
  instagramFollowers: playerFields.instagramFollowers.optional(),
  tiktokFollowers: playerFields.tiktokFollowers.optional(),
  xFollowers: playerFields.xFollowers.optional(),
  youtubeFollowers: playerFields.youtubeFollowers.optional(),
  engagementRate: playerFields.engagementRate.optional(),
  instagramEngagement: playerFields.instagramEngagement.optional(),
  tiktokEngagement: playerFields.tiktokEngagement.optional(),
  sentiment: playerFields.sentiment.optional(),
  sentimentNegative: playerFields.sentimentNegative.optional(),
  marketValue: playerFields.marketValue.optional(),
  contractUntil: playerFields.contractUntil.optional(),
  idDocumentType: playerFields.idDocumentType.optional(),
  idDocumentNumber: playerFields.idDocumentNumber.optional(),
  idDocumentExpiry: playerFields.idDocumentExpiry.optional(),
}).superRefine(refuseSentimentOver100);
export type CreatePlayerInput = z.infer<typeof createPlayerSchema>;

export const updatePlayerSchema = strictObject(playerFields).partial().superRefine(refuseSentimentOver100);
export type UpdatePlayerInput = z.infer<typeof updatePlayerSchema>;

export const listPlayersQuerySchema = strictObject({
  q: optionalFilter(z.string().trim().max(100, "La búsqueda no puede superar 100 caracteres")),
  sort: optionalFilter(z.enum(PLAYER_SORTS, { error: "Orden no válido" })),
  ...pageQuery,
});
export type ListPlayersQuery = z.infer<typeof listPlayersQuerySchema>;

/** A page of players; the first page (no cursor) also says how many players match in all. */
export { ID_DOCUMENT_TYPES, PLAYER_SORTS, type PlayerSort };

/** `total` is at most PLAYER_SEARCH_COUNT_CAP + 1 for a search (more than the cap match). */
export type PlayersPage = Page<Player> & { total?: number };

export type PlayerSocial = {
  instagram: number;
  tiktok: number;
  x: number;
  youtube: number;
  /** Percentages; null when the agent has no figure yet ("Sin datos"). */
  engagementRate: number | null;
  instagramEngagement: number | null;
  tiktokEngagement: number | null;
};

export type Player = {
  id: string;
  name: string;
  birthDate: string | null;
  age: number | null;
  position: string;
  nationality: string;
  team: string;
  image: string | null;
  /** The photo uploaded in Palco (GET /api/players/:id/photo), or null: the avatar shows it when there is one. */
  photoUrl: string | null;
  social: PlayerSocial;
  /** Positive share (0-100) of what is said about the player; null when unknown. */
  sentiment: number | null;
  sentimentNegative: number | null;
  marketValue: string;
  /** Euros the market value names; null when it names no single amount. */
  marketValueAmount: number | null;
  contractUntil: string | null;
  /** Identity papers; null for a role that does not see identity numbers (`hidden` then says so). */
  idDocumentType: IdDocumentType | null;
  idDocumentNumber: string | null;
  idDocumentExpiry: string | null;
  createdAt: string;
  updatedAt: string;
  /** Raised by every update; sent back as If-Match so that an edit from an older read is refused. */
  version: number;
};
