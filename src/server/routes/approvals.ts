import {
  approvalCountsQuerySchema,
  createApprovalSchema,
  listApprovalsQuerySchema,
  updateApprovalSchema,
} from "../../shared/schemas/approval";
import type { Database } from "../db/client";
import {
  countApprovals,
  createApproval,
  deleteApproval,
  getApproval,
  listApprovals,
  updateApproval,
} from "../db/queries/approvals";
import { approvals } from "../db/schema";
import { crudRoutes } from "../http/crud-routes";
import { parseQuery } from "../http/validation";

export function approvalRoutes(db: Database) {
  return crudRoutes(
    db,
    {
      notFoundMessage: "Aprobación no encontrada",
      table: approvals,
      activity: { type: "approval", label: (approval) => approval.title },
      schemas: { list: listApprovalsQuerySchema, create: createApprovalSchema, update: updateApprovalSchema },
      list: listApprovals,
      get: getApproval,
      create: createApproval,
      update: updateApproval,
      remove: deleteApproval,
    },
    (app) =>
      app.get("/counts", async (c) => {
        const { playerId } = parseQuery(c, approvalCountsQuerySchema);
        return c.json(await countApprovals(db, playerId));
      }),
  );
}
