import { COLLABORATOR_MESSAGES } from "../../shared/schemas/collaborator";
import { END_TIME_MESSAGE } from "../../shared/schemas/event";
import { HttpError } from "./errors";

type PgError = { code?: string; constraint?: string };

// Messages for constraints whose violation is the client's doing; the key is the constraint's name.
const CONSTRAINT_MESSAGES: Record<string, { field: string; message: string; status: 400 | 409 }> = {
  user_email_unique: { field: "email", message: "Ese email ya lo usa otra cuenta", status: 409 },
  brands_name_unique: { field: "name", message: "Ya existe una marca con ese nombre", status: 409 },
  billing_issuers_nif_unique: { field: "nif", message: "Ya hay un emisor con ese NIF", status: 409 },
  clubs_name_unique: { field: "name", message: "Ya existe un club con ese nombre", status: 409 },
  deals_player_id_players_id_fk: { field: "playerId", message: "El jugador no existe", status: 400 },
  deals_brand_id_brands_id_fk: { field: "brandId", message: "La marca no existe", status: 400 },
  investments_player_id_players_id_fk: { field: "playerId", message: "El jugador no existe", status: 400 },
  news_player_id_players_id_fk: { field: "playerId", message: "El jugador no existe", status: 400 },
  events_player_id_players_id_fk: { field: "playerId", message: "El jugador no existe", status: 400 },
  documents_player_id_players_id_fk: { field: "playerId", message: "El jugador no existe", status: 400 },
  documents_brand_id_brands_id_fk: { field: "brandId", message: "La marca no existe", status: 400 },
  okrs_player_id_players_id_fk: { field: "playerId", message: "El jugador no existe", status: 400 },
  approvals_player_id_players_id_fk: { field: "playerId", message: "El jugador no existe", status: 400 },
  operations_player_id_players_id_fk: { field: "playerId", message: "El jugador no existe", status: 400 },
  operations_club_id_clubs_id_fk: { field: "clubId", message: "El club no existe", status: 400 },
  offers_club_id_clubs_id_fk: { field: "clubId", message: "El club no existe", status: 400 },
  // An edit of only the start (or only the end) is checked against the stored other half here.
  events_end_after_start: { field: "endTime", message: END_TIME_MESSAGE, status: 400 },
  // A collaborator with split lines, shares or payouts keeps them: the deletion is what is refused.
  ...Object.fromEntries(
    ["split_lines", "commission_shares", "collaborator_payouts", "settlement_sendings"].map((table) => [
      `${table}_collaborator_id_collaborators_id_fk`,
      { field: "id", message: COLLABORATOR_MESSAGES.inUse, status: 409 as const },
    ]),
  ),
  operations_origin_club_id_clubs_id_fk: { field: "originClubId", message: "El club de origen no existe", status: 400 },
};

function pgErrorOf(error: unknown): PgError | undefined {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if (
      typeof current === "object" &&
      typeof (current as PgError).code === "string" &&
      /^[0-9A-Z]{5}$/.test((current as PgError).code ?? "")
    ) {
      return current as PgError;
    }
  }
  return undefined;
}

/** Turns a PostgreSQL refusal caused by the request's data into a 400/409 answer; anything else stays a 500. */
export function httpErrorFromDatabase(error: unknown): HttpError | undefined {
  const pg = pgErrorOf(error);
  if (!pg?.code) return undefined;
  const known = pg.constraint ? CONSTRAINT_MESSAGES[pg.constraint] : undefined;
  if (known) {
    return new HttpError(known.status, known.status === 409 ? "conflict" : "validation", known.message, {
      [known.field]: known.message,
    });
  }
  if (pg.code === "23505") return new HttpError(409, "conflict", "Ya existe un registro con esos datos");
  if (pg.code === "23503") return new HttpError(400, "validation", "El registro relacionado no existe");
  // Class 22 (data exception) and 23 (integrity): values the schema let through but the database refuses.
  if (pg.code.startsWith("22") || pg.code.startsWith("23")) {
    return new HttpError(400, "validation", "Datos no válidos");
  }
  return undefined;
}
