import { agencyToday } from "../../../shared/domain/calendar-day";
import {
  createOkrBatchSchema,
  createOkrSchema,
  KEY_RESULT_NOT_FOUND,
  keyResultCheckInSchema,
  listOkrsQuerySchema,
  updateOkrSchema,
} from "../../../shared/schemas/okr";
import type { Database } from "../../db/client";
import { checkInKeyResultRecorded, createRecorded } from "../../history/recorded-writes";
import { actorOf, crudRoutes, requireId } from "../../http/crud-routes";
import { notFound } from "../../http/errors";
import { parseJsonBody } from "../../http/validation";
import { OKR_HISTORY } from "./history";
import { createOkr, deleteOkr, getOkr, listOkrs, updateOkr } from "./queries";
import { okrs } from "./table";

const NOT_FOUND = "OKR no encontrado";
// SPEC: the year defaults to the current one.
const currentYear = () => Number(agencyToday().slice(0, 4));

export const okrRoutes = (db: Database) =>
  crudRoutes(
    db,
    {
      notFoundMessage: NOT_FOUND,
      table: okrs,
      activity: OKR_HISTORY,
      schemas: { list: listOkrsQuerySchema, create: createOkrSchema, update: updateOkrSchema },
      list: listOkrs,
      // Kept between writes: every table it reads raises the "alerts" version (migrations 0046, 0077).
      kept: { view: "alerts" },
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
            for (const okr of okrs)
              saved.push(await createRecorded(tx, OKR_HISTORY, actorOf(c), () => createOkr(tx, okr, year)));
            return saved;
          });
          return c.json({ items }, 201);
        })
        .patch("/:id/key-results/:keyResultId", async (c) => {
          const id = requireId(c.req.param("id"), NOT_FOUND);
          const { current } = await parseJsonBody(c, keyResultCheckInSchema);
          const keyResultId = c.req.param("keyResultId");
          const okr = await db.transaction((tx) => checkInKeyResultRecorded(tx, id, keyResultId, current, actorOf(c)));
          if (okr === "no-key-result") throw notFound(KEY_RESULT_NOT_FOUND);
          if (!okr) throw notFound(NOT_FOUND);
          return c.json(okr);
        }),
  );
