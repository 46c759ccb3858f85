import { Hono } from "hono";

import { agencyToday } from "../../../shared/domain/calendar-day";
import { COMMISSION_STATE_LABELS, commissionStateOf } from "../../../shared/domain/commissions";
import { formatCsvDate } from "../../../shared/domain/csv-values";
import {
  COMMISSION_MESSAGES,
  commissionPaymentSchema,
  listCommissionsQuerySchema,
  type Commission,
  type ListCommissionsQuery,
} from "../../../shared/schemas/commission";
import type { Database } from "../../db/client";
import { keptPages, versionedView } from "../../db/lib/versioned-view";
import { staleRecord } from "../../domain-errors";
import { addCommissionPaymentRecorded, removeCommissionPaymentRecorded } from "../../history/recorded-writes";
import type { AppEnv } from "../../http/app-env";
import { actorOf, requireId } from "../../http/crud-routes";
import { csvResponse, EXPORT_PAGE_SIZE, type CsvExport } from "../../http/csv-export";
import { conflict, notFound, validationError } from "../../http/errors";
import { keptJson } from "../../http/kept-json";
import { etagOf, idempotencyKeyOf, ifMatchVersion } from "../../http/preconditions";
import { parseJsonBody, parseQuery } from "../../http/validation";
import { paymentIdForKey } from "./payment-key";
import { getCommission, getCommissionSummary, listCommissions, type PaymentRefusal } from "./queries";

// What the CSV export contains.
const COMMISSION_SOURCE_LABELS = { deal: "Patrocinio", mandate: "Mandato", operation: "Operación" } as const;

const commissionsCsv: CsvExport<Commission> = {
  fileName: "comisiones",
  columns: [
    { header: "Vence", value: (commission) => formatCsvDate(commission.dueDate) },
    { header: "Origen", value: (commission) => COMMISSION_SOURCE_LABELS[commission.source] },
    { header: "Marca", value: (commission) => commission.brandName },
    { header: "Club", value: (commission) => commission.clubName },
    { header: "Jugador", value: (commission) => commission.playerName },
    { header: "Importe previsto (€)", value: (commission) => commission.amount },
    { header: "Cobrada el", value: (commission) => formatCsvDate(commission.receivedAt) },
    { header: "Importe cobrado (€)", value: (commission) => commission.receivedAmount },
    { header: "Pendiente de cobro (€)", value: (commission) => commission.balance },
    { header: "Estado", value: (commission) => COMMISSION_STATE_LABELS[commissionStateOf(commission)] },
  ],
};

const NOT_FOUND = "Comisión no encontrada";

/** A refused payment as the HTTP answer says it (a stale one with the instalment as it is now). */
async function throwRefusal(db: Database, id: string, refusal: PaymentRefusal): Promise<never> {
  if (refusal === "archived") throw conflict(COMMISSION_MESSAGES.archived);
  if (refusal === "stale") throw staleRecord(await getCommission(db, id, agencyToday()));
  throw notFound(COMMISSION_MESSAGES.paymentNotFound);
}

/**
 * The ledger: instalments are computed from deals and mandates, so there is no POST or DELETE of an instalment;
 * what the agent writes are the payments that arrived.
 */
export function commissionRoutes(db: Database) {
  // Every dashboard asks: computed again only after a write to the instalments or their payments (the ledger version).
  const currentSummary = versionedView("commission-summary", getCommissionSummary, "ledger");
  // Every table the ledger's rows read raises the "alerts" version: pages are kept per day between writes.
  const pages = keptPages("alerts", (tx, query: ListCommissionsQuery) => listCommissions(tx, query, agencyToday()));
  return new Hono<AppEnv>()
    .get("/", async (c) => keptJson(c, await pages(db, parseQuery(c, listCommissionsQuerySchema))))
    .get("/summary", async (c) => c.json(await currentSummary(db)))
    .get("/export.csv", (c) => {
      const filters = parseQuery(c, listCommissionsQuerySchema);
      const today = agencyToday();
      return csvResponse(c, commissionsCsv, (cursor) =>
        listCommissions(db, { ...filters, limit: EXPORT_PAGE_SIZE, cursor }, today),
      );
    })
    .get("/:id", async (c) => {
      const commission = await getCommission(db, requireId(c.req.param("id"), NOT_FOUND), agencyToday());
      if (!commission) throw notFound(NOT_FOUND);
      c.header("ETag", etagOf(commission.version));
      return c.json(commission);
    })
    .post("/:id/payments", async (c) => {
      const id = requireId(c.req.param("id"), NOT_FOUND);
      const expected = ifMatchVersion(c);
      const today = agencyToday();
      const input = await parseJsonBody(c, commissionPaymentSchema(today));
      const key = idempotencyKeyOf(c);
      // The browser names the payment itself; an API caller's key is turned into the payment's id.
      const paymentId = input.id ?? (key ? paymentIdForKey(id, key) : undefined);
      if (!paymentId) throw validationError(COMMISSION_MESSAGES.keyRequired);
      const commission = await db.transaction((tx) =>
        addCommissionPaymentRecorded(tx, id, { ...input, id: paymentId }, today, actorOf(c), expected),
      );
      if (!commission) throw notFound(NOT_FOUND);
      if (typeof commission === "string") return throwRefusal(db, id, commission);
      c.header("ETag", etagOf(commission.version));
      return c.json(commission, 201);
    })
    .delete("/:id/payments/:paymentId", async (c) => {
      const id = requireId(c.req.param("id"), NOT_FOUND);
      const paymentId = requireId(c.req.param("paymentId"), COMMISSION_MESSAGES.paymentNotFound);
      const expected = ifMatchVersion(c);
      const commission = await db.transaction((tx) =>
        removeCommissionPaymentRecorded(tx, id, paymentId, agencyToday(), actorOf(c), expected),
      );
      if (!commission) throw notFound(NOT_FOUND);
      if (typeof commission === "string") return throwRefusal(db, id, commission);
      c.header("ETag", etagOf(commission.version));
      return c.json(commission);
    });
}
