import { eq, type SQL } from "drizzle-orm";

import type { DbExecutor } from "../../db/lib/executor";
import { brands } from "../brands/table";
import { clubs } from "../clubs/table";
import { players } from "../players/table";
import { contactLog, contacts } from "./table";

/**
 * Next steps of the contact log with who, which club or brand and which player they are about: the one select
 * the agenda and the market's alerts read them through. The caller adds where, order and limit; `key` is an
 * alert's key when it needs one.
 */
export function selectNextSteps(db: DbExecutor, key?: SQL<string>) {
  return db
    .select({
      id: contactLog.id,
      key: key ?? contactLog.id,
      day: contactLog.nextStepOn,
      nextStep: contactLog.nextStep,
      contactName: contacts.name,
      clubId: contactLog.clubId,
      clubName: clubs.name,
      brandId: contactLog.brandId,
      brandName: brands.name,
      playerId: contactLog.playerId,
      playerName: players.name,
      operationId: contactLog.operationId,
    })
    .from(contactLog)
    .leftJoin(contacts, eq(contacts.id, contactLog.contactId))
    .leftJoin(clubs, eq(clubs.id, contactLog.clubId))
    .leftJoin(brands, eq(brands.id, contactLog.brandId))
    .leftJoin(players, eq(players.id, contactLog.playerId));
}
