import { asc, eq } from "drizzle-orm";

import { DEFAULT_FIFA_RULES, type FifaRuleBook, type FifaRuleKey } from "../../../shared/domain/fifa-rules";
import type { FifaRule, UpdateFifaRuleInput } from "../../../shared/schemas/fifa-rule";
import type { DbExecutor } from "../../db/lib/executor";
import { fifaRules } from "./table";

const ruleColumns = {
  id: fifaRules.id,
  key: fifaRules.key,
  title: fifaRules.title,
  status: fifaRules.status,
  source: fifaRules.source,
  updatedAt: fifaRules.updatedAt,
  version: fifaRules.version,
};

const toRule = (row: Omit<FifaRule, "updatedAt"> & { updatedAt: Date }): FifaRule => ({
  ...row,
  updatedAt: row.updatedAt.toISOString(),
});

export async function listFifaRules(db: DbExecutor): Promise<FifaRule[]> {
  const rows = await db.select(ruleColumns).from(fifaRules).orderBy(asc(fifaRules.createdAt), asc(fifaRules.key));
  return rows.map(toRule);
}

export async function getFifaRule(db: DbExecutor, key: FifaRuleKey): Promise<FifaRule | undefined> {
  const [row] = await db.select(ruleColumns).from(fifaRules).where(eq(fifaRules.key, key));
  return row ? toRule(row) : undefined;
}

export async function updateFifaRule(
  db: DbExecutor,
  key: FifaRuleKey,
  input: UpdateFifaRuleInput,
): Promise<FifaRule | undefined> {
  await db
    .update(fifaRules)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(fifaRules.key, key));
  return getFifaRule(db, key);
}

/** The rules as the agency applies them today; a rule without a row keeps Palco's default. */
export async function fifaRuleBook(db: DbExecutor): Promise<FifaRuleBook> {
  const rows = await db
    .select({ key: fifaRules.key, title: fifaRules.title, status: fifaRules.status, source: fifaRules.source })
    .from(fifaRules);
  const book: FifaRuleBook = { ...DEFAULT_FIFA_RULES };
  for (const { key, ...terms } of rows) book[key] = terms;
  return book;
}
