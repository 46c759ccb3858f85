import pg from "pg";

/** The database the test run migrates once; every migrated test database is created as a copy of it. */
export const TEMPLATE_DATABASE = "palco_test_template";

export function withDatabase(url: string, database: string) {
  const next = new URL(url);
  next.pathname = `/${database}`;
  return next.toString();
}

/** Runs `run` on a short-lived connection to the server's maintenance database (creating and dropping databases). */
export async function onAdmin<T>(adminUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
