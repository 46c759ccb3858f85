import { sql } from "drizzle-orm";

import type { ActionProposal } from "../../../shared/domain/assistant-actions";
import type { DbExecutor } from "../../db/lib/executor";
import { formatDay } from "../offline/answers/spanish-format";
import type { Proposed } from "./propose";
import { recordVersion } from "./record-version";

type Propose = (summary: string, target: ActionProposal["target"]) => Proposed;

const nameOf = async (db: DbExecutor, table: string, id: unknown) => {
  if (typeof id !== "string") return undefined;
  const { rows } = await db.execute<{ name: string }>(
    sql`select name from ${sql.identifier(table)} where id = ${id}::uuid`,
  );
  return rows[0]?.name;
};

/**
 * A contact to log: who it was with (each name read back, so a wrong id is refused here) and the record it changes
 * most, the operation, the player or the brand, whose last change a stale proposal is refused by.
 */
export async function proposeContactLog(
  db: DbExecutor,
  args: Record<string, unknown>,
  propose: Propose,
): Promise<Proposed> {
  const named = {
    persona: await nameOf(db, "contacts", args.personaId),
    club: await nameOf(db, "clubs", args.clubId),
    marca: await nameOf(db, "brands", args.marcaId),
    jugador: await nameOf(db, "players", args.jugadorId),
  };
  const missing = (["persona", "club", "marca", "jugador"] as const).find(
    (key) => args[`${key}Id`] !== undefined && !named[key],
  );
  if (missing) return { problem: `No encuentro ese ${missing === "persona" ? "contacto" : missing}.` };
  const withWhom = named.persona ?? named.club ?? named.marca ?? named.jugador;
  if (!withWhom && typeof args.operacionId !== "string")
    return { problem: "¿Con quién fue? Dime la persona, el club, la marca o el jugador." };
  const [type, id] = (
    [
      ["operation", args.operacionId],
      ["player", args.jugadorId],
      ["brand", args.marcaId],
    ] as const
  ).find(([, candidate]) => typeof candidate === "string") ?? [undefined, undefined];
  const target: ActionProposal["target"] =
    type && typeof id === "string" ? { type, id, updatedAt: (await recordVersion(db, { type, id })) ?? "" } : null;
  if (target && !target.updatedAt) return { problem: "No encuentro ese registro." };
  const next =
    typeof args.proximoPaso === "string" && args.proximoPaso
      ? ` Próximo paso: «${args.proximoPaso}»${typeof args.proximoPasoEl === "string" ? ` para el ${formatDay(args.proximoPasoEl)}` : ""}.`
      : "";
  const about = named.jugador && withWhom !== named.jugador ? ` sobre ${named.jugador}` : "";
  return propose(
    `Anotar ${String(args.canal)} con ${withWhom ?? "la operación"}${about} del ${formatDay(String(args.fecha))}: «${String(args.resumen)}».${next}`,
    target,
  );
}
