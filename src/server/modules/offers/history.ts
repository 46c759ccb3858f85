import type { Offer } from "../../../shared/schemas/offer";
import type { HistoryKind } from "../../history/history-kind";

export const OFFER_HISTORY: HistoryKind<Offer> = {
  type: "offer",
  label: (offer) => `Oferta ${offer.direction} · ${offer.clubName}`,
};
