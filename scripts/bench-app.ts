// The real app on a benchmark's own database, with an agent signed up: what `npm run bench` and `bench:import` call.
import path from "node:path";

import { createApp } from "../src/server/app";
import { createAuth } from "../src/server/auth/auth";
import type { DatabaseHandle } from "../src/server/db/client";
import { localStorage } from "../src/server/storage/local-storage";

const SECRET = "bench-secret-bench-secret-bench-secret!!";
export const BENCH_ORIGIN = "http://localhost:3000";

export async function signedInBenchApp(database: DatabaseHandle, dataDir: string) {
  const auth = createAuth({ db: database.db, secret: SECRET, baseUrl: BENCH_ORIGIN });
  const app = createApp({
    db: database.db,
    auth,
    version: "bench",
    secret: SECRET,
    storage: localStorage(path.join(dataDir, "files")),
  });
  const signUp = await app.request(`${BENCH_ORIGIN}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: BENCH_ORIGIN },
    body: JSON.stringify({ name: "Bench", email: "bench@palco.test", password: "bench-password" }),
  });
  const cookie = signUp.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");
  return { app, cookie };
}
