import { z } from "zod";

import { optionalFilter, optionalText, pageQuery, requiredText, strictObject } from "./common";

/** Empty text is no value: a cleared field stores null, not "". */
const optionalLine = (max: number) =>
  z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? null : value),
    optionalText(max).nullable(),
  );

const clubFields = {
  name: requiredText("El nombre del club es obligatorio", 120),
  country: requiredText("El país es obligatorio", 60),
  league: optionalLine(80),
  city: optionalLine(80),
  notes: optionalLine(2000),
};

export const createClubSchema = strictObject({
  name: clubFields.name,
  country: clubFields.country,
  league: clubFields.league.optional(),
  city: clubFields.city.optional(),
  notes: clubFields.notes.optional(),
});
export type CreateClubInput = z.infer<typeof createClubSchema>;

export const updateClubSchema = strictObject(clubFields).partial();
export type UpdateClubInput = z.infer<typeof updateClubSchema>;

export const listClubsQuerySchema = strictObject({
  q: optionalFilter(z.string().trim().max(100, "La búsqueda no puede superar 100 caracteres")),
  ...pageQuery,
});
export type ListClubsQuery = z.infer<typeof listClubsQuerySchema>;

export type Club = {
  id: string;
  name: string;
  country: string;
  league: string | null;
  city: string | null;
  notes: string | null;
  createdAt: string;
  updatedAt: string;
  /** Raised by every update; sent back as If-Match so that an edit from an older read is refused. */
  version: number;
};
