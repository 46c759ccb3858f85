/** The database the test run migrates once; every migrated test database is created as a copy of it. */
export const TEMPLATE_DATABASE = "palco_test_template";

export function withDatabase(url: string, database: string) {
  const next = new URL(url);
  next.pathname = `/${database}`;
  return next.toString();
}
