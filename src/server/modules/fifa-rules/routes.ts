// /api/fifa-rules: the FIFA rules Palco applies, read by everyone signed in and edited (status and source) by the
// agent when FIFA changes them. Keyed by the rule's name rather than an id: the set of rules is fixed by the code.
import { Hono, type Context } from "hono";

import { FIFA_RULE_KEYS, type FifaRuleKey } from "../../../shared/domain/fifa-rules";
import { updateFifaRuleSchema, type FifaRule } from "../../../shared/schemas/fifa-rule";
import type { Database } from "../../db/client";
import { requireVersion } from "../../db/lib/record-versions";
import { updateRecorded, type HistoryKind } from "../../history/recorded-writes";
import type { AppEnv } from "../../http/app-env";
import { actorOf } from "../../http/crud-routes";
import { notFound } from "../../http/errors";
import { etagOf, ifMatchVersion } from "../../http/preconditions";
import { parseJsonBody } from "../../http/validation";
import { getFifaRule, listFifaRules, updateFifaRule } from "./queries";
import { fifaRules } from "./table";

const RULE_NOT_FOUND = "Regla no encontrada";
const FIFA_RULE_HISTORY: HistoryKind<FifaRule> = { type: "fifa_rule", label: (rule) => rule.title };

function ruleKeyOf(c: Context<AppEnv>): FifaRuleKey {
  const key = c.req.param("key");
  if (!FIFA_RULE_KEYS.includes(key as FifaRuleKey)) throw notFound(RULE_NOT_FOUND);
  return key as FifaRuleKey;
}

export const fifaRuleRoutes = (db: Database) =>
  new Hono<AppEnv>()
    .get("/", async (c) => c.json({ items: await listFifaRules(db) }))
    .get("/:key", async (c) => {
      const rule = await getFifaRule(db, ruleKeyOf(c));
      if (!rule) throw notFound(RULE_NOT_FOUND);
      c.header("ETag", etagOf(rule.version));
      return c.json(rule);
    })
    .patch("/:key", async (c) => {
      const key = ruleKeyOf(c);
      const expected = ifMatchVersion(c);
      const input = await parseJsonBody(c, updateFifaRuleSchema);
      const rule = await db.transaction(async (tx) => {
        const current = await getFifaRule(tx, key);
        if (!current) return undefined;
        await requireVersion(tx, fifaRules, current.id, expected, () => getFifaRule(tx, key));
        return updateRecorded(
          tx,
          FIFA_RULE_HISTORY,
          actorOf(c),
          current.id,
          input,
          () => getFifaRule(tx, key),
          () => updateFifaRule(tx, key, input),
        );
      });
      if (!rule) throw notFound(RULE_NOT_FOUND);
      c.header("ETag", etagOf(rule.version));
      return c.json(rule);
    });
