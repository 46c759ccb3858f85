import type { PgTable } from "drizzle-orm/pg-core";
import { Hono, type Context } from "hono";
import { z } from "zod";

import type { DeleteImpact } from "../../shared/domain/delete-impact";
import { isHiddenRecord, withoutHiddenFields } from "../../shared/domain/hidden-fields";
import type { Viewer } from "../../shared/domain/team-roles";
import type { Page } from "../../shared/schemas/common";
import type { Database } from "../db/client";
import type { DbExecutor } from "../db/lib/executor";
import type { PlayerReach } from "../db/lib/player-reach";
import { requireVersion } from "../db/lib/record-versions";
import { keptPages, type DataView } from "../db/lib/versioned-view";
import { withWriteHooks, type RowWrites, type WriteHooks } from "../db/lib/write-hooks";
import type { Actor } from "../history/activity";
import { createRecorded, removeRecorded, updateRecorded, type HistoryKind } from "../history/recorded-writes";
import { logError } from "../safe-log";
import type { FileStorage } from "../storage/storage";
import type { AppEnv } from "./app-env";
import { csvResponse, EXPORT_PAGE_SIZE, type CsvExport } from "./csv-export";
import { notFound } from "./errors";
import { keptJson } from "./kept-json";
import { etagOf, ifMatchVersion } from "./preconditions";
import { laggingDb } from "./read-your-writes";
import { parseJsonBody, parseQuery } from "./validation";

/**
 * How a resource writes: its own create and update, or its row writes with its rules as hooks (beforeCreate,
 * beforeUpdate, afterWrite), which crudRoutes runs around them in the write's transaction.
 */
type CrudWrites<Item, CreateInput, UpdateInput, Before> =
  | {
      /** The actor is for writes that record history of other records too (a signed operation updates its player). */
      create: (db: DbExecutor, input: CreateInput, actor: Actor) => Promise<Item>;
      update: (db: DbExecutor, id: string, input: UpdateInput, actor: Actor) => Promise<Item | undefined>;
      rows?: never;
      hooks?: never;
    }
  | {
      rows: Omit<RowWrites<Item, CreateInput, UpdateInput>, "get">;
      hooks: WriteHooks<CreateInput, UpdateInput, Actor, Before>;
      create?: never;
      update?: never;
    };

export type CrudResource<
  Item extends { id: string; version: number },
  ListQuery,
  CreateInput,
  UpdateInput extends object,
  Before = unknown,
> = CrudWrites<Item, CreateInput, UpdateInput, Before> & {
  /** "Jugador no encontrado", "Marca no encontrada"... */
  notFoundMessage: string;
  /** The records' table, whose `version` an edit's If-Match is checked against. */
  table: PgTable;
  schemas: { list: z.ZodType<ListQuery>; create: z.ZodType<CreateInput>; update: z.ZodType<UpdateInput> };
  /** A page of the records of the players within reach (every player when null) and of no player. */
  list: (db: DbExecutor, query: ListQuery, reach: PlayerReach) => Promise<Page<Item>>;
  /**
   * The list's pages are kept while this data version stands (every table the list reads must raise it), except
   * for the queries `when` refuses (those whose answer moves with the clock within a day).
   */
  kept?: { view: DataView; when?: (query: ListQuery) => boolean };
  get: (db: DbExecutor, id: string) => Promise<Item | undefined>;
  remove: (db: DbExecutor, id: string) => Promise<boolean>;
  /** The history's kind for these records and the name a row shows for one. */
  activity: HistoryKind<Item>;
  /** GET /export.csv: the list, with the same filters, as a spreadsheet. */
  csv?: CsvExport<Item>;
  /** GET /:id/impact: what a deletion takes with it and what it keeps, for the confirmation to say. */
  impact?: (db: DbExecutor, id: string) => Promise<DeleteImpact | undefined>;
  /** Runs in the creation's transaction with who created it: a player added by a member is kept within their reach. */
  afterCreate?: (db: DbExecutor, item: Item, viewer: Viewer | undefined) => Promise<void>;
  /** Stored files that go with the record: read in the deletion's transaction, removed once it committed. */
  files?: { storage: FileStorage; keysOf: (db: DbExecutor, id: string) => Promise<string[]> };
};

/** Removes files of a committed deletion; a file that cannot be removed is logged, the deletion stands. */
export async function removeFiles(storage: FileStorage, keys: string[]) {
  for (const key of keys) {
    await storage
      .remove(key)
      .catch((error: unknown) => logError(`No se pudo borrar el archivo ${key} de un registro eliminado:`, error));
  }
}

/** Who is writing: the signed-in agent. */
export const actorOf = (c: Context<AppEnv>): Actor => {
  const { user } = c.get("session");
  return { id: user.id, name: user.name, role: user.role === "player" ? "player" : "agent" };
};

/** The players the caller reaches: a member's, as memberAccess set it; every player for anyone else. */
export const reachOf = (c: Context<AppEnv>): PlayerReach => c.get("reach") ?? null;

const uuid = z.uuid();

/** An id that is not even a UUID cannot name a record: the same 404 as an unknown one. */
export function requireId(raw: string, notFoundMessage: string): string {
  if (!uuid.safeParse(raw).success) throw notFound(notFoundMessage);
  return raw;
}

/**
 * GET /, GET /:id, POST /, PATCH /:id, DELETE /:id for one resource; every write runs in a transaction. A record
 * answers its version as the ETag; an edit or deletion sent with an If-Match naming another version is refused
 * with 412 and the current record, after locking the row, so two tabs can never overwrite each other unseen.
 */
export function crudRoutes<
  Item extends { id: string; version: number },
  ListQuery,
  CreateInput,
  UpdateInput extends object,
  Before = unknown,
>(
  db: Database,
  resource: CrudResource<Item, ListQuery, CreateInput, UpdateInput, Before>,
  /** Extra routes, registered before "/:id" so that their paths are not taken for ids. */
  extend?: (app: Hono<AppEnv>) => void,
) {
  const idOf = (raw: string) => requireId(raw, resource.notFoundMessage);
  const { create, update } = resource.rows
    ? withWriteHooks({ ...resource.rows, get: resource.get }, resource.hooks)
    : resource;
  const checkVersion = async (tx: DbExecutor, id: string, expected: number | undefined) => {
    if (!(await requireVersion(tx, resource.table, id, expected, () => resource.get(tx, id))))
      throw notFound(resource.notFoundMessage);
  };

  const list = resource.kept
    ? keptPages(
        resource.kept.view,
        resource.list as (
          db: DbExecutor,
          query: ListQuery & { limit: number },
          reach?: PlayerReach,
        ) => Promise<Page<Item>>,
        resource.kept.when as ((query: ListQuery & { limit: number }) => boolean) | undefined,
      )
    : resource.list;

  const app = new Hono<AppEnv>();
  const { csv } = resource;
  if (csv) {
    app.get("/export.csv", (c) => {
      const filters = parseQuery(c, resource.schemas.list);
      // An export may lag: its pages come from the replica when one is configured (read-your-writes.ts).
      // What the member's role hides is hidden in the file too: whole records (a medical paper) and fields.
      const hidden = c.get("viewer")?.hidden ?? [];
      return csvResponse(c, csv, async (cursor) => {
        const page = await resource.list(
          await laggingDb(c),
          { ...filters, limit: EXPORT_PAGE_SIZE, cursor },
          reachOf(c),
        );
        return {
          ...page,
          items: page.items
            .filter((item) => !isHiddenRecord(item, hidden))
            .map((item) => withoutHiddenFields(item, hidden)),
        };
      });
    });
  }
  const { impact } = resource;
  if (impact) {
    app.get("/:id/impact", async (c) => {
      const found = await impact(db, idOf(c.req.param("id")));
      if (!found) throw notFound(resource.notFoundMessage);
      return c.json(found);
    });
  }
  extend?.(app);
  return app
    .get("/", async (c) =>
      keptJson(c, await list(db, parseQuery(c, resource.schemas.list) as ListQuery & { limit: number }, reachOf(c))),
    )
    .get("/:id", async (c) => {
      const item = await resource.get(db, idOf(c.req.param("id")));
      if (!item) throw notFound(resource.notFoundMessage);
      c.header("ETag", etagOf(item.version));
      return c.json(item);
    })
    .post("/", async (c) => {
      const input = await parseJsonBody(c, resource.schemas.create);
      const { afterCreate } = resource;
      const item = await db.transaction(async (tx) => {
        const created = await createRecorded(tx, resource.activity, actorOf(c), () => create(tx, input, actorOf(c)));
        if (afterCreate) await afterCreate(tx, created, c.get("viewer"));
        return created;
      });
      c.header("ETag", etagOf(item.version));
      return c.json(item, 201);
    })
    .patch("/:id", async (c) => {
      const id = idOf(c.req.param("id"));
      const expected = ifMatchVersion(c);
      const input = await parseJsonBody(c, resource.schemas.update);
      const item = await db.transaction(async (tx) => {
        await checkVersion(tx, id, expected);
        return updateRecorded(
          tx,
          resource.activity,
          actorOf(c),
          id,
          input,
          () => resource.get(tx, id),
          () => update(tx, id, input, actorOf(c)),
        );
      });
      if (!item) throw notFound(resource.notFoundMessage);
      c.header("ETag", etagOf(item.version));
      return c.json(item);
    })
    .delete("/:id", async (c) => {
      const id = idOf(c.req.param("id"));
      const expected = ifMatchVersion(c);
      const { files } = resource;
      let fileKeys: string[] = [];
      const deleted = await db.transaction(async (tx) => {
        await checkVersion(tx, id, expected);
        if (files) fileKeys = await files.keysOf(tx, id);
        return removeRecorded(
          tx,
          resource.activity,
          actorOf(c),
          id,
          () => resource.get(tx, id),
          () => resource.remove(tx, id),
        );
      });
      if (!deleted) throw notFound(resource.notFoundMessage);
      if (files) await removeFiles(files.storage, fileKeys);
      return c.body(null, 204);
    });
}
