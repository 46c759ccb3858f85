// /api/operations/:operationId/offers: an operation's offers. Nested under their operation, so written out here
// rather than through crudRoutes (whose resources stand alone), with the same ETag, If-Match and history.
import { Hono, type Context } from "hono";

import { createOfferSchema, listOffersQuerySchema, updateOfferSchema } from "../../../shared/schemas/offer";
import type { Database } from "../../db/client";
import type { DbExecutor } from "../../db/lib/executor";
import { requireVersion } from "../../db/lib/record-versions";
import { createRecorded, removeRecorded, updateRecorded } from "../../history/recorded-writes";
import type { AppEnv } from "../../http/app-env";
import { actorOf, requireId } from "../../http/crud-routes";
import { notFound } from "../../http/errors";
import { etagOf, ifMatchVersion } from "../../http/preconditions";
import { parseJsonBody, parseQuery } from "../../http/validation";
import { OFFER_HISTORY } from "./history";
import { createOffer, deleteOffer, getOffer, listOffers, operationClubId, updateOffer } from "./queries";
import { offers } from "./table";

const OPERATION_NOT_FOUND = "Operación no encontrada";
const OFFER_NOT_FOUND = "Oferta no encontrada";

export const offerRoutes = (db: Database) => {
  /** The operation named by the path, with its club; 404 when there is none. */
  const operationOf = async (c: Context<AppEnv>, tx: DbExecutor = db) => {
    const operationId = requireId(c.req.param("operationId") ?? "", OPERATION_NOT_FOUND);
    const clubId = await operationClubId(tx, operationId);
    if (!clubId) throw notFound(OPERATION_NOT_FOUND);
    return { operationId, clubId };
  };
  /** The offer named by the path, only when it belongs to that operation. */
  const offerOf = async (c: Context<AppEnv>, tx: DbExecutor) => {
    const { operationId } = await operationOf(c, tx);
    const id = requireId(c.req.param("offerId") ?? "", OFFER_NOT_FOUND);
    const offer = await getOffer(tx, id);
    if (!offer || offer.operationId !== operationId) throw notFound(OFFER_NOT_FOUND);
    return offer;
  };

  return new Hono<AppEnv>()
    .get("/", async (c) => {
      const { operationId } = await operationOf(c);
      return c.json(await listOffers(db, { ...parseQuery(c, listOffersQuerySchema), operationId }));
    })
    .get("/:offerId", async (c) => {
      const offer = await offerOf(c, db);
      c.header("ETag", etagOf(offer.version));
      return c.json(offer);
    })
    .post("/", async (c) => {
      const input = await parseJsonBody(c, createOfferSchema);
      const offer = await db.transaction(async (tx) => {
        const { operationId, clubId } = await operationOf(c, tx);
        return createRecorded(tx, OFFER_HISTORY, actorOf(c), () => createOffer(tx, operationId, clubId, input));
      });
      c.header("ETag", etagOf(offer.version));
      return c.json(offer, 201);
    })
    .patch("/:offerId", async (c) => {
      const expected = ifMatchVersion(c);
      const input = await parseJsonBody(c, updateOfferSchema);
      const offer = await db.transaction(async (tx) => {
        const { id } = await offerOf(c, tx);
        await requireVersion(tx, offers, id, expected, () => getOffer(tx, id));
        return updateRecorded(
          tx,
          OFFER_HISTORY,
          actorOf(c),
          id,
          input,
          () => getOffer(tx, id),
          () => updateOffer(tx, id, input),
        );
      });
      if (!offer) throw notFound(OFFER_NOT_FOUND);
      c.header("ETag", etagOf(offer.version));
      return c.json(offer);
    })
    .delete("/:offerId", async (c) => {
      const expected = ifMatchVersion(c);
      await db.transaction(async (tx) => {
        const { id } = await offerOf(c, tx);
        await requireVersion(tx, offers, id, expected, () => getOffer(tx, id));
        await removeRecorded(
          tx,
          OFFER_HISTORY,
          actorOf(c),
          id,
          () => getOffer(tx, id),
          () => deleteOffer(tx, id),
        );
      });
      return c.body(null, 204);
    });
};
