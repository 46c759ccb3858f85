import {
  createOkrBatchSchema,
  createOkrSchema,
  KEY_RESULT_NOT_FOUND,
  keyResultCheckInSchema,
  listOkrsQuerySchema,
  updateOkrSchema,
} from "../../shared/schemas/okr";
import type { Database } from "../db/client";
import { recordActivity } from "../db/queries/activity";
import { todayIso } from "../db/queries/dates";
import { checkInKeyResult, createOkr, deleteOkr, getOkr, listOkrs, updateOkr } from "../db/queries/okrs";
import { actorOf, crudRoutes, requireId } from "../http/crud-routes";
import { notFound } from "../http/errors";
import { parseJsonBody } from "../http/validation";

const NOT_FOUND = "OKR no encontrado";
// SPEC: the year defaults to the current one.
const currentYear = () => Number(todayIso().slice(0, 4));

export const okrRoutes = (db: Database) =>
  crudRoutes(
    db,
    {
      notFoundMessage: NOT_FOUND,
      activity: { type: "okr", label: (okr) => okr.objective },
      schemas: { list: listOkrsQuerySchema, create: createOkrSchema, update: updateOkrSchema },
      list: listOkrs,
      get: getOkr,
      create: (tx, input) => createOkr(tx, input, currentYear()),
      update: updateOkr,
      remove: deleteOkr,
    },
    (app) =>
      app
        .post("/batch", async (c) => {
          const { okrs } = await parseJsonBody(c, createOkrBatchSchema);
          const year = currentYear();
          const items = await db.transaction(async (tx) => {
            const saved = [];
            for (const okr of okrs) saved.push(await createOkr(tx, okr, year));
            await recordActivity(
              tx,
              saved.map((okr) => ({ actor: actorOf(c), entityType: "okr" as const, entityId: okr.id, entityLabel: okr.objective, action: "create" as const })),
            );
            return saved;
          });
          return c.json({ items }, 201);
        })
        .patch("/:id/key-results/:keyResultId", async (c) => {
          const id = requireId(c.req.param("id"), NOT_FOUND);
          const { current } = await parseJsonBody(c, keyResultCheckInSchema);
          const keyResultId = c.req.param("keyResultId");
          const okr = await db.transaction(async (tx) => {
            const before = await getOkr(tx, id);
            const after = await checkInKeyResult(tx, id, keyResultId, current);
            const keyResult = before?.keyResults.find((candidate) => candidate.id === keyResultId);
            if (before && keyResult && after && after !== "no-key-result" && keyResult.current !== current) {
              const changes = [{ field: keyResult.title, before: keyResult.current, after: current }];
              await recordActivity(tx, { actor: actorOf(c), entityType: "okr", entityId: id, entityLabel: after.objective, action: "update", changes });
            }
            return after;
          });
          if (okr === "no-key-result") throw notFound(KEY_RESULT_NOT_FOUND);
          if (!okr) throw notFound(NOT_FOUND);
          return c.json(okr);
        }),
  );
