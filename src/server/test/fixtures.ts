import type { TestApp } from "./test-app";

let counter = 0;
const unique = () => ++counter;

/** Creates records through the API itself, so fixtures obey the same rules as real requests. */
export function fixtures(t: Pick<TestApp, "request">, cookie: string) {
  const create = async <T extends { id: string }>(path: string, json: unknown): Promise<T> => {
    const response = await t.request(path, { method: "POST", cookie, json });
    if (response.status !== 201) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  return {
    player: (overrides: Record<string, unknown> = {}) =>
      create<{ id: string; name: string }>("/api/players", {
        name: `Jugador ${unique()}`,
        position: "Delantero",
        nationality: "España",
        team: "CD Pruebas",
        ...overrides,
      }),
    brand: (overrides: Record<string, unknown> = {}) =>
      create<{ id: string; name: string }>("/api/brands", {
        name: `Marca ${unique()}`,
        sector: "Deportes",
        ...overrides,
      }),
    deal: (playerId: string, brandId: string, overrides: Record<string, unknown> = {}) =>
      create<{ id: string }>("/api/deals", { playerId, brandId, ...overrides }),
    create,
  };
}

/** The id of the player with this exact name (a sample-data player, for tests that load the sample). */
export async function playerIdNamed(t: Pick<TestApp, "database">, name: string): Promise<string> {
  const { rows } = await t.database.pool.query<{ id: string }>("select id from players where name = $1", [name]);
  const id = rows[0]?.id;
  if (!id) throw new Error(`no player is named ${name}`);
  return id;
}
