import { Hono } from "hono";

import { agencyToday } from "../../../shared/domain/calendar-day";
import {
  COLLABORATOR_MESSAGES,
  createCollaboratorSchema,
  updateCollaboratorSchema,
} from "../../../shared/schemas/collaborator";
import type { Database } from "../../db/client";
import type { DbExecutor } from "../../db/lib/executor";
import { requireVersion } from "../../db/lib/record-versions";
import { versionedView } from "../../db/lib/versioned-view";
import { createRecorded, removeRecorded, updateRecorded } from "../../history/recorded-writes";
import type { AppEnv } from "../../http/app-env";
import { actorOf, requireId } from "../../http/crud-routes";
import { conflict, notFound } from "../../http/errors";
import { keptJson } from "../../http/kept-json";
import { etagOf, ifMatchVersion } from "../../http/preconditions";
import { parseJsonBody } from "../../http/validation";
import { collaboratorsWithBalances, collaboratorWithBalance } from "../settlements";
import { COLLABORATOR_HISTORY } from "./history";
import { createCollaborator, getCollaboratorRecord, removeCollaborator, updateCollaborator } from "./queries";
import { collaborators } from "./table";

/** The people owed part of the agency's fees, each with what they earned, were paid and are owed today. */
export function collaboratorRoutes(db: Database) {
  const idOf = (raw: string) => requireId(raw, COLLABORATOR_MESSAGES.notFound);
  const checkVersion = async (tx: DbExecutor, id: string, expected?: number) => {
    if (!(await requireVersion(tx, collaborators, id, expected, () => getCollaboratorRecord(tx, id))))
      throw notFound(COLLABORATOR_MESSAGES.notFound);
  };
  /** A member's row follows the team (name, email, licence): it is not edited here. */
  const requireExternal = async (tx: DbExecutor, id: string) => {
    const record = await getCollaboratorRecord(tx, id);
    if (record?.memberId) throw conflict(COLLABORATOR_MESSAGES.member);
    return record;
  };
  const answer = async (id: string) => {
    const collaborator = await collaboratorWithBalance(db, id, agencyToday());
    if (!collaborator) throw notFound(COLLABORATOR_MESSAGES.notFound);
    return collaborator;
  };
  // Balances read the ledger, the invoices, the splits and the payouts, all raising the "alerts" version.
  const withBalances = versionedView(
    "collaborators",
    async (tx, today) => ({ items: await collaboratorsWithBalances(tx, today) }),
    "alerts",
  );
  return new Hono<AppEnv>()
    .get("/", async (c) => keptJson(c, await withBalances(db)))
    .get("/:id", async (c) => {
      const collaborator = await answer(idOf(c.req.param("id")));
      c.header("ETag", etagOf(collaborator.version));
      return c.json(collaborator);
    })
    .post("/", async (c) => {
      const input = await parseJsonBody(c, createCollaboratorSchema);
      const created = await db.transaction((tx) =>
        createRecorded(tx, COLLABORATOR_HISTORY, actorOf(c), () => createCollaborator(tx, input)),
      );
      const collaborator = await answer(created.id);
      c.header("ETag", etagOf(collaborator.version));
      return c.json(collaborator, 201);
    })
    .put("/:id", async (c) => {
      const id = idOf(c.req.param("id"));
      const expected = ifMatchVersion(c);
      const input = await parseJsonBody(c, updateCollaboratorSchema);
      const updated = await db.transaction(async (tx) => {
        await checkVersion(tx, id, expected);
        const before = await requireExternal(tx, id);
        return updateRecorded(
          tx,
          COLLABORATOR_HISTORY,
          actorOf(c),
          id,
          input,
          async () => before,
          () => updateCollaborator(tx, id, input),
        );
      });
      if (!updated) throw notFound(COLLABORATOR_MESSAGES.notFound);
      const collaborator = await answer(id);
      c.header("ETag", etagOf(collaborator.version));
      return c.json(collaborator);
    })
    .delete("/:id", async (c) => {
      const id = idOf(c.req.param("id"));
      const expected = ifMatchVersion(c);
      const deleted = await db.transaction(async (tx) => {
        await checkVersion(tx, id, expected);
        const before = await getCollaboratorRecord(tx, id);
        return removeRecorded(
          tx,
          COLLABORATOR_HISTORY,
          actorOf(c),
          id,
          async () => before,
          () => removeCollaborator(tx, id),
        );
      });
      if (!deleted) throw notFound(COLLABORATOR_MESSAGES.notFound);
      return c.body(null, 204);
    });
}
