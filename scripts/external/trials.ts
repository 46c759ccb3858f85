// What a deployment on a PostgreSQL of its own must survive, tried for real with Palco processes.
import { setTimeout as sleep } from "node:timers/promises";

import { call, signIn, startPalcoProcess, waitHealthy, type PalcoProcess } from "./palco-process";

/** Two processes started at once on an empty database: one migrates and seeds, the other waits; both serve. */
export async function twoProcessesStartTogether(
  root: string,
  databaseUrl: string,
  directUrl?: string,
): Promise<[PalcoProcess, PalcoProcess]> {
  const pair = await Promise.all([
    startPalcoProcess(root, databaseUrl, directUrl),
    startPalcoProcess(root, databaseUrl, directUrl),
  ]);
  try {
    await Promise.all(pair.map((palco) => waitHealthy(palco)));
  } catch (error) {
    await Promise.all(pair.map((palco) => palco.stop()));
    throw error;
  }
  console.log("Dos procesos arrancados a la vez sobre una base de datos vacía: ambos sirven");
  return pair;
}

/** A sign-out on one process ends the session on the other within two seconds. */
export async function revocationReachesTheOtherProcess(first: PalcoProcess, second: PalcoProcess): Promise<void> {
  const cookie = await signIn(first);
  for (let attempt = 0; attempt < 2; attempt++) {
    const seen = await call(second, "/api/me", { cookie });
    if (seen.status !== 200) throw new Error(`El segundo proceso no aceptó la sesión: ${seen.status}`);
  }
  const signedOut = Date.now();
  const out = await call(first, "/api/auth/sign-out", { method: "POST", cookie, body: "{}" });
  if (!out.ok) throw new Error(`No se pudo cerrar la sesión: ${out.status}`);
  while ((await call(second, "/api/me", { cookie })).status !== 401) {
    if (Date.now() - signedOut > 2000)
      throw new Error("El segundo proceso siguió aceptando la sesión más de 2 s después de cerrarla");
    await sleep(50);
  }
  console.log(`Sesión cerrada en un proceso: el otro la rechaza a los ${Date.now() - signedOut} ms`);
}

/**
 * PostgreSQL restarts while four writers save players back to back (so that some connection is always inside a
 * transaction when the server goes): Palco stays up, answers 503 (never a crash or a 500) while the database is
 * away, and saves again once it is back, without being restarted.
 */
export async function restartUnderAWriter(palco: PalcoProcess, restartDatabase: () => Promise<void>): Promise<void> {
  const cookie = await signIn(palco);
  const statuses = new Map<number, number>();
  let writing = true;
  let restarted = false;
  let savedAfterRestart = false;
  const writer = async (lane: number) => {
    for (let index = 0; writing; index++) {
      const response = await call(palco, "/api/players", {
        method: "POST",
        cookie,
        body: JSON.stringify({
          name: `Escritor ${lane} ${Date.now()} ${index}`,
          position: "Delantero",
          nationality: "España",
          team: "CD Reinicio",
        }),
      }).catch(() => undefined);
      const status = response?.status ?? 0;
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      if (restarted && status === 201) savedAfterRestart = true;
      await sleep(status === 201 ? 5 : 100);
    }
  };
  const writers = Promise.all([0, 1, 2, 3].map(writer));
  await sleep(1000);
  await restartDatabase();
  restarted = true;
  const back = Date.now();
  while (!savedAfterRestart && Date.now() - back < 20_000) await sleep(100);
  writing = false;
  await writers;

  const summary = JSON.stringify(Object.fromEntries(statuses));
  if (palco.child.exitCode !== null)
    throw new Error(
      `Palco terminó durante el reinicio de PostgreSQL (código ${palco.child.exitCode}): ${palco.output.join("").slice(-800)}`,
    );
  if (!savedAfterRestart) throw new Error(`Palco no volvió a guardar tras el reinicio de PostgreSQL: ${summary}`);
  const unexpected = [...statuses.keys()].filter((status) => status !== 201 && status !== 503);
  if (unexpected.length > 0) throw new Error(`Respuestas inesperadas durante el reinicio: ${summary}`);
  const health = await call(palco, "/api/health");
  if (health.status !== 200) throw new Error(`Tras el reinicio /api/health respondió ${health.status}`);
  console.log(`PostgreSQL reiniciado bajo escritura: Palco sigue vivo y responde 200 (respuestas: ${summary})`);
}

/**
 * Writes and reads through a transaction pooler from both processes at once: twenty players saved, each read back
 * and listed, with no error (a named prepared statement or a session's state crossing the pooler would fail them).
 */
export async function writesAndReadsThroughThePooler(first: PalcoProcess, second: PalcoProcess): Promise<void> {
  const cookie = await signIn(first);
  const saved = await Promise.all(
    Array.from({ length: 20 }, (_, index) =>
      call(index % 2 ? second : first, "/api/players", {
        method: "POST",
        cookie,
        body: JSON.stringify({
          name: `Jugador del pooler ${index}`,
          position: "Portero",
          nationality: "España",
          team: "CD Pooler",
        }),
      }),
    ),
  );
  const failed = saved.filter((response) => response.status !== 201);
  if (failed.length > 0)
    throw new Error(
      `${failed.length} de 20 escrituras fallaron a través del pooler (la primera: ${failed[0]?.status} ${await failed[0]?.text()})`,
    );
  for (const palco of [first, second]) {
    for (const path of [
      "/api/players?limit=50",
      "/api/dashboard",
      "/api/commissions/summary",
      "/api/search?q=pooler",
    ]) {
      const read = await call(palco, path, { cookie });
      if (read.status !== 200) throw new Error(`${path} respondió ${read.status} a través del pooler`);
    }
  }
  console.log("20 escrituras y las lecturas de ambos procesos a través de PgBouncer (modo transacción): todas bien");
}

/**
 * PALCO_WORKERS=2: one Palco, two processes on one port. New connections are answered by both (the X-Palco-Worker
 * header names which), a sign-in on one is a session on the other, and a stop ends them all.
 */
export async function twoWorkersOnOnePort(root: string, databaseUrl: string): Promise<void> {
  const palco = await startPalcoProcess(root, databaseUrl, undefined, { PALCO_WORKERS: "2" });
  try {
    await waitHealthy(palco);
    const cookie = await signIn(palco);
    const workers = new Set<string>();
    for (let attempt = 0; attempt < 40 && workers.size < 2; attempt++) {
      const response = await fetch(`${palco.url}/api/me`, { headers: { cookie, connection: "close" } });
      if (response.status !== 200) throw new Error(`Un proceso no aceptó la sesión del otro: ${response.status}`);
      workers.add(response.headers.get("x-palco-worker") ?? "");
    }
    if (workers.size < 2) throw new Error(`Solo respondió el proceso ${[...workers].join(", ")} de los dos`);
    console.log("PALCO_WORKERS=2: los dos procesos responden en el mismo puerto y comparten la sesión");
  } catch (error) {
    console.error(palco.output.join("").slice(-1500));
    throw error;
  } finally {
    await palco.stop();
  }
}
