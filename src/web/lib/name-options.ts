import { NAME_OPTIONS_LIMIT } from "@shared/domain/name-options";
import type { NameOptions } from "@shared/schemas/common";
import { api } from "@/lib/api-client";

import type { RecordSearch } from "./record-search";

/** The first records by name, ids and names only: what a form's picker lists before the agent types. */
export const firstNameOptions = async (resource: "players" | "brands" | "clubs") =>
  (await api.get<NameOptions>(`/${resource}/options?limit=${NAME_OPTIONS_LIMIT}`)).items;

/** A picker's search among all of a resource's records, once the first page is full. */
export const nameSearch = (resource: "players" | "brands" | "clubs"): RecordSearch => ({
  label: "Buscar por nombre",
  pageSize: NAME_OPTIONS_LIMIT,
  find: async (text) =>
    (await api.get<NameOptions>(`/${resource}/options?q=${encodeURIComponent(text)}&limit=50`)).items,
});

export const PLAYER_SEARCH = nameSearch("players");
export const BRAND_SEARCH = nameSearch("brands");
export const CLUB_SEARCH = nameSearch("clubs");
