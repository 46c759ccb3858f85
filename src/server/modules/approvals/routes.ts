import {
  approvalCountsQuerySchema,
  createApprovalSchema,
  decideApprovalSchema,
  listApprovalsQuerySchema,
  updateApprovalSchema,
} from "../../../shared/schemas/approval";
import type { Database } from "../../db/client";
import { crudRoutes, requireId } from "../../http/crud-routes";
import { conflict, notFound } from "../../http/errors";
import { sessionPlayerId } from "../../http/player-scope";
import { parseJsonBody, parseQuery } from "../../http/validation";
import {
  countApprovals,
  createApproval,
  decideApproval,
  deleteApproval,
  getApproval,
  listApprovals,
  updateApproval,
} from "./queries";
import { approvals } from "./table";

const NOT_FOUND = "Aprobación no encontrada";

export function approvalRoutes(db: Database) {
  return crudRoutes(
    db,
    {
      notFoundMessage: NOT_FOUND,
      table: approvals,
      activity: { type: "approval", label: (approval) => approval.title },
      schemas: { list: listApprovalsQuerySchema, create: createApprovalSchema, update: updateApprovalSchema },
      list: listApprovals,
      // Kept between writes: every table it reads raises the "alerts" version (migrations 0046, 0077).
      kept: { view: "alerts" },
      get: getApproval,
      create: createApproval,
      update: updateApproval,
      remove: deleteApproval,
    },
    (app) =>
      app
        .get("/counts", async (c) => {
          const { playerId } = parseQuery(c, approvalCountsQuerySchema);
          return c.json(await countApprovals(db, playerId));
        })
        // The player answers here, about their own questions only; the agent's edits go on to the routes below.
        .patch("/:id", async (c, next) => {
          const { user } = c.get("session");
          if (user.role !== "player") return next();
          const id = requireId(c.req.param("id"), NOT_FOUND);
          const input = await parseJsonBody(c, decideApprovalSchema);
          const outcome = await decideApproval(
            db,
            id,
            { playerId: sessionPlayerId(c), actor: { id: user.id, name: user.name, role: "player" } },
            input,
          );
          if ("refused" in outcome) {
            if (outcome.refused === "not_found") throw notFound(NOT_FOUND);
            throw conflict("Ya has respondido a esta petición");
          }
          return c.json(outcome.approval);
        }),
  );
}
