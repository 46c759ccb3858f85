import { eq } from "drizzle-orm";

import { agencyToday } from "../../../shared/domain/calendar-day";
import { RENEWAL_BEFORE_START, type CreateDealInput, type UpdateDealInput } from "../../../shared/schemas/deal";
import type { DbExecutor } from "../../db/lib/executor";
import { withWriteHooks, type WriteHooks } from "../../db/lib/write-hooks";
import { invalidInput, ruleConflict } from "../../domain-errors";
import { pendingApprovalAbout } from "../approvals";
import { changesDealCommission, syncDealCommissions } from "../commissions";
import { assertNoExclusivityConflict, type DealTerms } from "./exclusivity";
import { getDeal, insertDeal, updateDealRow } from "./queries";
import { deals } from "./table";

/** The terms an edit leaves the deal with: a partial change is checked with the terms it keeps. */
async function termsAfter(db: DbExecutor, id: string, input: UpdateDealInput) {
  const [current] = await db
    .select({
      playerId: deals.playerId,
      brandId: deals.brandId,
      stage: deals.stage,
      exclusive: deals.exclusive,
      startDate: deals.startDate,
      renewDate: deals.renewDate,
    })
    .from(deals)
    .where(eq(deals.id, id))
    .for("update");
  if (!current) return undefined;
  const terms: DealTerms = {
    playerId: input.playerId ?? current.playerId,
    brandId: input.brandId ?? current.brandId,
    stage: input.stage ?? current.stage,
    exclusive: input.exclusive ?? current.exclusive,
    startDate: input.startDate === undefined ? current.startDate : input.startDate,
    renewDate: input.renewDate === undefined ? current.renewDate : input.renewDate,
  };
  return { current, terms };
}

/** Exclusivity per sector, renewal after start, the player's pending answer before Activa, and the commissions. */
export const dealRules: WriteHooks<CreateDealInput, UpdateDealInput> = {
  beforeCreate: (db, input) =>
    assertNoExclusivityConflict(db, null, {
      playerId: input.playerId,
      brandId: input.brandId,
      stage: input.stage ?? "Prospect",
      exclusive: input.exclusive ?? false,
      startDate: input.startDate ?? null,
      renewDate: input.renewDate ?? null,
    }),
  async beforeUpdate(db, id, input) {
    const found = await termsAfter(db, id, input);
    if (!found) return;
    const { current, terms } = found;
    if (terms.startDate && terms.renewDate && terms.renewDate < terms.startDate) {
      throw invalidInput(RENEWAL_BEFORE_START, { renewDate: RENEWAL_BEFORE_START });
    }
    await assertNoExclusivityConflict(db, id, terms);
    if (terms.stage === "Activa" && current.stage !== "Activa") {
      const waiting = await pendingApprovalAbout(db, "deal", id);
      if (waiting)
        throw ruleConflict(
          `El jugador aún no ha respondido a «${waiting.title}»: espera su decisión o retira la petición para pasarlo a Activa`,
        );
    }
  },
  async afterWrite(db, id, change) {
    if (change.kind === "create" || changesDealCommission(change.input))
      await syncDealCommissions(db, id, agencyToday());
  },
};

/** A deal's create and update with its rules: the routes, the assistant and the imports write through these. */
export const dealWrites = withWriteHooks({ insert: insertDeal, update: updateDealRow, get: getDeal }, dealRules);
export const createDeal = dealWrites.create;
export const updateDeal = dealWrites.update;
