import { Hono, type Context } from "hono";

import { agencyToday } from "../../../shared/domain/calendar-day";
import { yearQuerySchema } from "../../../shared/schemas/settlement";
import type { Database } from "../../db/client";
import type { AppEnv } from "../../http/app-env";
import { requireId } from "../../http/crud-routes";
import { notFound } from "../../http/errors";
import { laggingDb } from "../../http/read-your-writes";
import { parseQuery } from "../../http/validation";
import { agencyLetterhead } from "../../modules/billing-issuers";
import { playerStatementPdf, statementFileName } from "./pdf";
import { playerStatement } from "./queries";

const NOT_FOUND = "Jugador no encontrado";

/** The statement of the player a request is about: the agent's (by id) or the player's own (their session). */
export function statementAnswers(db: Database, playerOf: (c: Context<AppEnv>) => string) {
  const statementOf = async (c: Context<AppEnv>) => {
    const today = agencyToday();
    const year = parseQuery(c, yearQuerySchema).year ?? Number(today.slice(0, 4));
    // A report that may lag: the replica when one is configured (read-your-writes.ts).
    const statement = await playerStatement(await laggingDb(c), playerOf(c), year, today);
    if (!statement) throw notFound(NOT_FOUND);
    return statement;
  };
  return {
    json: async (c: Context<AppEnv>) => c.json(await statementOf(c)),
    pdf: async (c: Context<AppEnv>) => {
      const statement = await statementOf(c);
      const pdf = await playerStatementPdf(statement, await agencyLetterhead(db));
      return c.body(new Uint8Array(pdf), 200, {
        "Content-Type": "application/pdf",
        "Content-Disposition": `attachment; filename="${statementFileName(statement)}"`,
      });
    },
  };
}

/** GET /api/players/:id/statement?year= (and .pdf): for whoever reads the ledger. */
export function playerStatementRoutes(db: Database) {
  const answers = statementAnswers(db, (c) => requireId(c.req.param("id") ?? "", NOT_FOUND));
  return new Hono<AppEnv>().get("/statement", answers.json).get("/statement.pdf", answers.pdf);
}
