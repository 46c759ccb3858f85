import { z } from "zod";
import { agencyToday, birthDateIssue, contractUntilIssue } from "../domain/player-rules";
import { nullableIsoDate, optionalFilter, optionalText, pageQuery, requiredText, strictObject, optionalWebAddress } from "./common";

const followerCount = z
  .number({ error: "Los seguidores deben ser un número" })
  .int("Los seguidores deben ser un número entero")
  .min(0, "Los seguidores no pueden ser negativos")
  .max(100_000_000_000, "Cifra de seguidores no válida");

/** A day the rule refuses (judged on the agency's today) is an issue on its field. */
const refusedBy = (rule: (day: string, today: string) => string | null) => (day: string | null, ctx: z.RefinementCtx) => {
  const issue = day === null ? null : rule(day, agencyToday());
  if (issue) ctx.addIssue({ code: "custom", message: issue });
};

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
  engagementRate: z
    .number({ error: "El engagement debe ser un número" })
    .min(0, "El engagement debe estar entre 0 y 100")
    .max(100, "El engagement debe estar entre 0 y 100"),
  sentiment: z
    .number({ error: "El sentimiento debe ser un número" })
    .int("El sentimiento debe ser un número entero")
    .min(0, "El sentimiento debe estar entre 0 y 100")
    .max(100, "El sentimiento debe estar entre 0 y 100"),
  marketValue: optionalText(40),
  contractUntil: nullableIsoDate("Fecha de fin de contrato no válida").superRefine(refusedBy(contractUntilIssue)),
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
  sentiment: playerFields.sentiment.optional(),
  marketValue: playerFields.marketValue.optional(),
  contractUntil: playerFields.contractUntil.optional(),
});
export type CreatePlayerInput = z.infer<typeof createPlayerSchema>;

export const updatePlayerSchema = strictObject(playerFields).partial();
export type UpdatePlayerInput = z.infer<typeof updatePlayerSchema>;

export const listPlayersQuerySchema = strictObject({
  q: optionalFilter(z.string().trim().max(100, "La búsqueda no puede superar 100 caracteres")),
  ...pageQuery,
});
export type ListPlayersQuery = z.infer<typeof listPlayersQuerySchema>;

export type PlayerSocial = { instagram: number; tiktok: number; x: number; youtube: number; engagementRate: number };

export type Player = {
  id: string;
  name: string;
  birthDate: string | null;
  age: number | null;
  position: string;
  nationality: string;
  team: string;
  image: string | null;
  social: PlayerSocial;
  sentiment: number;
  marketValue: string;
  contractUntil: string | null;
  createdAt: string;
  updatedAt: string;
};
