import { eq, sql, sum } from "drizzle-orm";

import { agencyToday } from "../../../shared/domain/calendar-day";
import { isReplica } from "../replica";
import { dataVersions } from "./data-versions-table";
import type { DbExecutor } from "./executor";
import type { PlayerReach } from "./player-reach";
import { preparedOnce } from "./prepared";
import { sharedViewValue } from "./view-values";

/**
 * The data versions triggers raise in the same transaction as a write: "dashboard" for players, follower
 * snapshots, deals, events and news (migrations 0003 and 0043); "alerts" for every table the bell's alerts and the
 * commission summary read, the agent's reads and switches included (migration 0046); "totals" for players, follower
 * snapshots and deals only, what the figures over whole tables read (migration 0048); "ledger" for the commission
 * instalments and their payments (migration 0050).
 */
export type DataView = "dashboard" | "alerts" | "totals" | "ledger";

/** The view's version: the sum of its counter's rows, which only grows and moves with every committed write. */
async function currentVersion(db: DbExecutor, view: DataView): Promise<number> {
  const statement = preparedOnce(db, "data_version", (name) =>
    db
      .select({ version: sum(dataVersions.version).mapWith(Number) })
      .from(dataVersions)
      .where(eq(dataVersions.name, sql.placeholder("view")))
      .prepare(name),
  );
  const [row] = await statement.execute({ view });
  return row?.version ?? -1;
}

/** How many keyed values a view keeps by default (one per user in practice); past it, the oldest goes. */
const MAX_KEYS = 200;

type ViewOptions = {
  /** Shares each computed value with the other processes on this database under this name (see sharedViewValue). */
  shared?: string;
  maxKeys?: number;
};

/**
 * Figures computed from whole tables, kept per key (a user) and period (the agency's day unless the caller names
 * another, a minute say) while their data stays the same: a process answers from the value it computed last while
 * the view's version, the period and the key are unchanged, at the cost of one indexed read of the counter's rows.
 * A write on any process is seen by all at their next request. Requests that arrive while a value is being computed
 * wait for that one computation (single flight); a shared view also waits for another process's (sharedViewValue).
 */
export function versionedViews<T>(
  view: DataView,
  compute: (db: DbExecutor, period: string, key: string) => Promise<T>,
  { shared, maxKeys = MAX_KEYS }: ViewOptions = {},
) {
  const kept = new Map<string, { version: number; period: string; value: Promise<T> }>();
  return async (db: DbExecutor, key: string, period = agencyToday()): Promise<T> => {
    const version = await currentVersion(db, view);
    const current = kept.get(key);
    // A request that read the counter just before another's write may find a newer value kept: it is as good.
    if (current && current.period === period && version >= 0 && current.version >= version) return current.value;
    const computeHere = () => compute(db, period, key);
    // A replica can neither read nor write the shared values (an unlogged table): its figures stay in the process.
    const value =
      shared === undefined || version < 0 || isReplica(db)
        ? computeHere()
        : sharedViewValue(db, shared, key, { version, period }, computeHere);
    const entry = { version, period, value };
    kept.delete(key);
    kept.set(key, entry);
    if (kept.size > maxKeys) kept.delete(kept.keys().next().value!);
    entry.value.catch(() => {
      if (kept.get(key) === entry) kept.delete(key);
    });
    return entry.value;
  };
}

/** One figure kept per data version and day, shared by the processes under its name (the dashboard, the totals). */
export function versionedView<T>(
  name: string,
  compute: (db: DbExecutor, today: string) => Promise<T>,
  view: DataView = "dashboard",
) {
  const views = versionedViews(view, compute, { shared: name });
  return (db: DbExecutor) => views(db, "");
}

/** The pages most often asked (a list's first pages, its searches) kept per data version and query. */
const MAX_KEPT_PAGES = 50;
/** Larger pages (the CSV export's) are read every time: a few of them would outweigh every kept screen. */
const MAX_KEPT_PAGE_SIZE = 100;

/**
 * A list whose pages are kept while the view's data does not move: the lists are read far more often than written,
 * and each read of a page of 50 full rows costs the database more than the request's own work. The query is the
 * key: it must name everything the answer depends on (a role's readable kinds, say) besides the day.
 */
export function keptPages<Query extends object, Page>(
  view: DataView,
  list: (db: DbExecutor, query: Query, reach?: PlayerReach) => Promise<Page>,
  /** Queries whose answer moves with the clock within a day are read every time. */
  keep: (query: Query) => boolean = () => true,
) {
  // Per process: a page is one indexed read, as cheap to read again as to fetch from another process.
  const pages = versionedViews(view, (db, _today, key) => list(db, JSON.parse(key) as Query), {
    maxKeys: MAX_KEPT_PAGES,
  });
  const large = (query: Query) =>
    "limit" in query && typeof query.limit === "number" && query.limit > MAX_KEPT_PAGE_SIZE;
  // A member who reaches only their own players reads a few rows: read every time rather than kept per member.
  return (db: DbExecutor, query: Query, reach: PlayerReach = null): Promise<Page> =>
    reach || large(query) || !keep(query) ? list(db, query, reach) : pages(db, JSON.stringify(query));
}
