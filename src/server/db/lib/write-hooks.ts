import type { DbExecutor } from "./executor";

/**
 * What a write did, for the rules that follow it: a new record with what it was made from, or an edit with the
 * fields it sent and what its beforeUpdate noted of the record as it was (an operation's stage, to know whether
 * this edit signs it).
 */
export type WriteChange<CreateInput, UpdateInput, Before> =
  | { kind: "create"; input: CreateInput }
  | { kind: "update"; input: UpdateInput; before: Before | undefined };

/**
 * A resource's rules around its writes, run in the write's transaction: checks before (which may refuse with a
 * DomainError) and what must follow after (derived records kept in step). Queries only read and write rows; the
 * rules that read other records live here, so that no query calls a rule that calls the database back. `Context`
 * is what the caller may pass along (who is writing, for rules that record history of other records).
 */
export type WriteHooks<CreateInput, UpdateInput, Context = unknown, Before = unknown> = {
  beforeCreate?: (db: DbExecutor, input: CreateInput, context: Context | undefined) => Promise<void>;
  /** Runs before the edit; a record that is not there is left for the write to answer as not found. */
  beforeUpdate?: (
    db: DbExecutor,
    id: string,
    input: UpdateInput,
    context: Context | undefined,
  ) => Promise<Before | undefined>;
  afterWrite?: (
    db: DbExecutor,
    id: string,
    change: WriteChange<CreateInput, UpdateInput, Before>,
    context: Context | undefined,
  ) => Promise<void>;
};

/** A resource's plain row writes, and the read that answers the record once the rules have run. */
export type RowWrites<Item, CreateInput, UpdateInput> = {
  insert: (db: DbExecutor, input: CreateInput) => Promise<string>;
  /** False when there is no such record. */
  update: (db: DbExecutor, id: string, input: UpdateInput) => Promise<boolean>;
  get: (db: DbExecutor, id: string) => Promise<Item | undefined>;
};

/** Create and update with the resource's rules around them: what crudRoutes, the assistant and imports all call. */
export function withWriteHooks<Item, CreateInput, UpdateInput, Context = unknown, Before = unknown>(
  writes: RowWrites<Item, CreateInput, UpdateInput>,
  hooks: WriteHooks<CreateInput, UpdateInput, Context, Before>,
) {
  return {
    async create(db: DbExecutor, input: CreateInput, context?: Context): Promise<Item> {
      await hooks.beforeCreate?.(db, input, context);
      const id = await writes.insert(db, input);
      await hooks.afterWrite?.(db, id, { kind: "create", input }, context);
      const item = await writes.get(db, id);
      if (item === undefined) throw new Error("insert returned no row");
      return item;
    },
    async update(db: DbExecutor, id: string, input: UpdateInput, context?: Context): Promise<Item | undefined> {
      const before = await hooks.beforeUpdate?.(db, id, input, context);
      if (!(await writes.update(db, id, input))) return undefined;
      await hooks.afterWrite?.(db, id, { kind: "update", input, before }, context);
      return writes.get(db, id);
    },
  };
}
