import { Hono, type Context } from "hono";

import { agencyToday } from "../../../shared/domain/calendar-day";
import { COLLABORATOR_MESSAGES } from "../../../shared/schemas/collaborator";
import {
  payoutSchema,
  periodQuerySchema,
  SETTLEMENT_MESSAGES,
  settlementQuerySchema,
  updatePayoutSchema,
  yearQuerySchema,
  type SettlementQuery,
} from "../../../shared/schemas/settlement";
import type { Database } from "../../db/client";
import { requireVersion } from "../../db/lib/record-versions";
import { keptPages } from "../../db/lib/versioned-view";
import { createRecorded, removeRecorded, updateRecorded } from "../../history/recorded-writes";
import type { AppEnv } from "../../http/app-env";
import { actorOf, requireId } from "../../http/crud-routes";
import { notFound, validationError } from "../../http/errors";
import { keptJson } from "../../http/kept-json";
import { etagOf, idempotencyKeyOf, ifMatchVersion } from "../../http/preconditions";
import { laggingDb } from "../../http/read-your-writes";
import { parseJsonBody, parseQuery } from "../../http/validation";
import type { Mailer } from "../../mail/mailer";
import { agencyLetterhead } from "../billing-issuers";
import { paymentIdForKey } from "../commissions";
import { settlementCsv, settlementFileName, settlementPdf, thirdPartyCsv, thirdPartyXlsx } from "./documents";
import { PAYOUT_HISTORY } from "./history";
import { sendSettlementByEmail } from "./mail";
import { addPayout, getPayout, removePayout, updatePayout } from "./payouts";
import { netFigures, settlementOf } from "./settlement";
import { collaboratorPayouts } from "./table";
import { thirdPartyReport } from "./third-parties";

/** The period asked for, or the year so far. */
const periodOf = (query: Pick<SettlementQuery, "from" | "to">, today: string) => ({
  from: query.from ?? `${today.slice(0, 4)}-01-01`,
  to: query.to ?? today,
});

const PDF = "application/pdf";

/** What is owed to each collaborator, what was paid to them, their statements, and the gestor's third parties. */
export function settlementRoutes(db: Database, deps: { mailer: Mailer }) {
  // Reports may lag (the replica when one is configured); what is sent by email is read from the primary.
  const settlementFor = async (c: Context<AppEnv>, query: SettlementQuery, reader?: Database) => {
    const settlement = await settlementOf(
      reader ?? (await laggingDb(c)),
      query.collaboratorId,
      periodOf(query, agencyToday()),
    );
    if (!settlement) throw notFound(COLLABORATOR_MESSAGES.notFound);
    return settlement;
  };
  const yearOf = (c: Context<AppEnv>) => parseQuery(c, yearQuerySchema).year ?? Number(agencyToday().slice(0, 4));
  // The dashboard and Comisiones ask for the year's net on every visit: kept per period between writes.
  const net = keptPages("alerts", (tx, period: { from: string; to: string }) => netFigures(tx, period));
  const payoutId = (raw: string) => requireId(raw, SETTLEMENT_MESSAGES.payoutNotFound);

  return new Hono<AppEnv>()
    .get("/", async (c) => c.json(await settlementFor(c, parseQuery(c, settlementQuerySchema))))
    .get("/statement.csv", async (c) => {
      const settlement = await settlementFor(c, parseQuery(c, settlementQuerySchema));
      return c.body(settlementCsv(settlement), 200, {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="${settlementFileName(settlement, "csv")}"`,
      });
    })
    .get("/statement.pdf", async (c) => {
      const settlement = await settlementFor(c, parseQuery(c, settlementQuerySchema));
      const pdf = await settlementPdf(settlement, await agencyLetterhead(db));
      return c.body(new Uint8Array(pdf), 200, {
        "Content-Type": PDF,
        "Content-Disposition": `attachment; filename="${settlementFileName(settlement, "pdf")}"`,
      });
    })
    .post("/send", async (c) => {
      const settlement = await settlementFor(c, await parseJsonBody(c, settlementQuerySchema), db);
      const to = settlement.collaborator.email;
      if (!to) throw validationError(SETTLEMENT_MESSAGES.noEmail);
      const letterhead = await agencyLetterhead(db);
      await sendSettlementByEmail(db, deps.mailer, {
        settlement,
        pdf: await settlementPdf(settlement, letterhead),
        fileName: settlementFileName(settlement, "pdf"),
        to,
        sentBy: actorOf(c).name,
        agency: letterhead[0] ?? "Palco",
      });
      return c.json({ sentTo: to });
    })
    .get("/net", async (c) => keptJson(c, await net(await laggingDb(c), parseQuery(c, periodQuerySchema))))
    .get("/third-parties", async (c) => c.json(await thirdPartyReport(await laggingDb(c), yearOf(c))))
    .get("/third-parties.csv", async (c) => {
      const report = await thirdPartyReport(await laggingDb(c), yearOf(c));
      return c.body(thirdPartyCsv(report), 200, {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="terceros-${report.year}.csv"`,
      });
    })
    .get("/third-parties.xlsx", async (c) => {
      const report = await thirdPartyReport(await laggingDb(c), yearOf(c));
      return c.body(new Uint8Array(await thirdPartyXlsx(report)), 200, {
        "Content-Type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        "Content-Disposition": `attachment; filename="terceros-${report.year}.xlsx"`,
      });
    })
    .post("/payouts", async (c) => {
      const today = agencyToday();
      const input = await parseJsonBody(c, payoutSchema(today));
      const key = idempotencyKeyOf(c);
      // The browser names the payout itself; an API caller's key is turned into its id.
      const id = input.id ?? (key ? paymentIdForKey(input.collaboratorId, key) : undefined);
      if (!id) throw validationError(SETTLEMENT_MESSAGES.keyRequired);
      const actor = actorOf(c);
      const result = await db.transaction(async (tx) => {
        const added = await addPayout(tx, { ...input, id }, actor.name, today);
        if (added?.created) await createRecorded(tx, PAYOUT_HISTORY, actor, async () => added.payout);
        return added;
      });
      if (!result) throw notFound(COLLABORATOR_MESSAGES.notFound);
      c.header("ETag", etagOf(result.payout.version));
      return c.json(result.payout, result.created ? 201 : 200);
    })
    .patch("/payouts/:id", async (c) => {
      const id = payoutId(c.req.param("id"));
      const expected = ifMatchVersion(c);
      const today = agencyToday();
      const input = await parseJsonBody(c, updatePayoutSchema(today));
      const payout = await db.transaction(async (tx) => {
        if (!(await requireVersion(tx, collaboratorPayouts, id, expected, () => getPayout(tx, id))))
          throw notFound(SETTLEMENT_MESSAGES.payoutNotFound);
        return updateRecorded(
          tx,
          PAYOUT_HISTORY,
          actorOf(c),
          id,
          input,
          () => getPayout(tx, id),
          () => updatePayout(tx, id, input, today),
        );
      });
      if (!payout) throw notFound(SETTLEMENT_MESSAGES.payoutNotFound);
      c.header("ETag", etagOf(payout.version));
      return c.json(payout);
    })
    .delete("/payouts/:id", async (c) => {
      const id = payoutId(c.req.param("id"));
      const expected = ifMatchVersion(c);
      const removed = await db.transaction(async (tx) => {
        if (!(await requireVersion(tx, collaboratorPayouts, id, expected, () => getPayout(tx, id))))
          throw notFound(SETTLEMENT_MESSAGES.payoutNotFound);
        return removeRecorded(
          tx,
          PAYOUT_HISTORY,
          actorOf(c),
          id,
          () => getPayout(tx, id),
          () => removePayout(tx, id),
        );
      });
      if (!removed) throw notFound(SETTLEMENT_MESSAGES.payoutNotFound);
      return c.body(null, 204);
    });
}
