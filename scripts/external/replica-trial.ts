// PALCO_READ_DATABASE_URL on a streaming replica: reads that may lag go there, the member who just wrote reads their
// write, and a replica that stops answering leaves the screens on the primary.
import { setTimeout as sleep } from "node:timers/promises";

import { call, signIn, startPalcoProcess, waitHealthy, type PalcoProcess } from "./palco-process";
import type { StreamingReplica } from "./replica";

/**
 * Whether a search for `words` lists the player `name`. Answers are kept per words between writes, whichever
 * database computed them, so a check that must reach the replica uses words nobody searched yet.
 */
const foundBySearch = async (palco: PalcoProcess, cookie: string, name: string, words = name) => {
  const response = await call(palco, `/api/search?q=${encodeURIComponent(words)}`, { cookie });
  if (response.status !== 200) throw new Error(`/api/search respondió ${response.status} con la réplica`);
  const { groups } = (await response.json()) as { groups: { results: { title: string }[] }[] };
  return groups.some((group) => group.results.some((result) => result.title === name));
};

async function eventually(what: string, check: () => Promise<boolean>) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > 10_000) throw new Error(`${what}: no ocurrió en 10 s`);
    await sleep(100);
  }
}

/** Creates a player; answers the browser's cookies after it (the session's and where the write left the primary). */
async function createPlayer(palco: PalcoProcess, cookie: string, name: string): Promise<string> {
  const response = await call(palco, "/api/players", {
    method: "POST",
    cookie,
    body: JSON.stringify({ name, position: "Portero", nationality: "España", team: "CD Réplica" }),
  });
  if (response.status !== 201) throw new Error(`Alta de ${name}: ${response.status} ${await response.text()}`);
  const written = response.headers.getSetCookie().map((line) => line.split(";")[0]);
  if (!written.some((pair) => pair?.startsWith("palco_ultima_escritura=")))
    throw new Error("Una escritura con réplica no dejó al navegador su posición en el WAL");
  return [cookie, ...written].join("; ");
}

export async function replicaServesLaggingReads(
  root: string,
  primaryUrl: string,
  replicaUrl: string,
  replica: StreamingReplica,
): Promise<void> {
  const palco = await startPalcoProcess(root, primaryUrl, undefined, { PALCO_READ_DATABASE_URL: replicaUrl });
  try {
    await waitHealthy(palco);
    const writer = await signIn(palco);
    // The same member in another browser: no write of its own to wait for.
    const other = await signIn(palco);

    const first = "Jugador replicado uno";
    await createPlayer(palco, writer, first);
    await eventually("La réplica muestra al jugador creado", () => foundBySearch(palco, other, first));

    await replica.pauseReplay();
    const second = "Jugador replicado dos";
    const afterWrite = await createPlayer(palco, writer, second);
    if (!(await foundBySearch(palco, afterWrite, second)))
      throw new Error("Quien acaba de escribir no lee su escritura en la búsqueda (la réplica no la ha aplicado)");
    if (await foundBySearch(palco, other, second, "replicado dos"))
      throw new Error("La búsqueda no se sirvió de la réplica detenida: encontró un jugador que la réplica no tiene");
    const list = await call(palco, `/api/players?q=${encodeURIComponent("replicado dos")}`, { cookie: other });
    const listed = (await list.json()) as { items: { name: string }[] };
    if (!listed.items.some((player) => player.name === second))
      throw new Error("La lista de jugadores (lectura del primario) no muestra el jugador recién creado");
    await replica.resumeReplay();
    await eventually("La réplica alcanza al primario al reanudarse", () =>
      foundBySearch(palco, other, second, "replicado dos"),
    );

    // The other reads that may lag, answered by the replica (the dashboard's figures are kept in the process there:
    // the shared kept values live in an unlogged table a standby cannot read).
    for (const route of [
      "/api/dashboard",
      "/api/players/export.csv",
      "/api/settlements/net?from=2026-01-01&to=2026-12-31",
    ]) {
      const response = await call(palco, route, { cookie: other });
      if (response.status !== 200) throw new Error(`${route} respondió ${response.status} desde la réplica`);
    }

    await replica.stop();
    if (!(await foundBySearch(palco, other, second)))
      throw new Error("Con la réplica parada, la búsqueda no pasó al primario");
    console.log(
      "Réplica de lectura: búsqueda servida por la réplica, quien escribe lee su escritura, réplica caída → primario",
    );
  } catch (error) {
    console.error(`Palco con réplica:\n${palco.output.join("").slice(-1500)}`);
    throw error;
  } finally {
    await palco.stop();
  }
}
