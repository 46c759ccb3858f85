import type pg from "pg";

export type TableShape = { name: string; columns: string[] };

/**
 * Counters that triggers raise on every write and that migrations seed: not data of the agency's own. They come
 * last, so that loading the other tables cannot raise them after their saved values are in place.
 */
export const COUNTER_TABLES = new Set(["data_versions", "deal_totals", "commission_day_totals", "event_day_totals"]);

/** Values computed from the others and rebuilt on demand (view_values): never saved, never in the way of a restore. */
export const CACHE_TABLES = new Set(["view_values"]);

/**
 * Tables whose rows the migrations themselves write (the counters, the FIFA rules Palco starts with), and caches: a database
 * holding only these is empty of the agency's data. A restore replaces them with the backup's rows.
 */
export const MIGRATION_SEEDED_TABLES = new Set([...COUNTER_TABLES, ...CACHE_TABLES, "fifa_rules"]);

type Queryable = Pick<pg.ClientBase, "query">;

/**
 * Palco's tables in an order where every table comes after the tables its foreign keys point to,
 * so that rows can be loaded one table after the other with every constraint checked.
 */
export async function tablesInDependencyOrder(client: Queryable): Promise<TableShape[]> {
  const tables = await client.query<{ name: string; columns: string[] }>(`
    select c.relname as name,
           array_agg(a.attname::text order by a.attnum) as columns
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
    join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
    where c.relkind = 'r'
    group by c.relname
    order by c.relname`);
  const references = await client.query<{ child: string; parent: string }>(`
    select child.relname as child, parent.relname as parent
    from pg_constraint k
    join pg_class child on child.oid = k.conrelid
    join pg_class parent on parent.oid = k.confrelid
    join pg_namespace n on n.oid = child.relnamespace and n.nspname = 'public'
    where k.contype = 'f' and k.conrelid <> k.confrelid`);

  const parentsOf = new Map<string, Set<string>>();
  for (const { child, parent } of references.rows) {
    if (!parentsOf.has(child)) parentsOf.set(child, new Set());
    parentsOf.get(child)?.add(parent);
  }
  const ordered: TableShape[] = [];
  const placed = new Set<string>();
  const remaining = [...tables.rows];
  while (remaining.length > 0) {
    const ready = remaining.findIndex((table) =>
      [...(parentsOf.get(table.name) ?? [])].every((parent) => placed.has(parent)),
    );
    if (ready < 0)
      throw new Error(`Dependencias circulares entre tablas: ${remaining.map((table) => table.name).join(", ")}`);
    const [table] = remaining.splice(ready, 1);
    if (!table) break;
    ordered.push(table);
    placed.add(table.name);
  }
  const saved = ordered.filter((table) => !CACHE_TABLES.has(table.name));
  return [
    ...saved.filter((table) => !COUNTER_TABLES.has(table.name)),
    ...saved.filter((table) => COUNTER_TABLES.has(table.name)),
  ];
}

export const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

export const copyColumns = (table: TableShape) =>
  `${quoteIdentifier(table.name)} (${table.columns.map(quoteIdentifier).join(", ")})`;
