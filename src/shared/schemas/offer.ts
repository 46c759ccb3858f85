import { z } from "zod";

import { OFFER_DIRECTIONS, OFFER_STATES, type OfferDirection, type OfferState } from "../domain/operations";
import {
  amountText,
  isoDate,
  nullableEntityId,
  nullableIsoDate,
  optionalText,
  pageQuery,
  strictObject,
} from "./common";

const offerFields = {
  date: isoDate("Indica la fecha de la oferta"),
  direction: z.enum(OFFER_DIRECTIONS, { error: "Indica si la oferta es recibida o enviada" }),
  // Without one, the operation's club.
  clubId: nullableEntityId("Club no válido"),
  transferFee: amountText(60),
  salary: amountText(60),
  years: z
    .number({ error: "Los años deben ser un número" })
    .int("Los años deben ser un número entero")
    .min(1, "Entre 1 y 10 años")
    .max(10, "Entre 1 y 10 años")
    .nullable(),
  state: z.enum(OFFER_STATES, { error: "Estado no válido" }),
  feedback: optionalText(1000),
  respondBy: nullableIsoDate("Fecha límite de respuesta no válida"),
};

export const createOfferSchema = strictObject({
  date: offerFields.date,
  direction: offerFields.direction,
  clubId: offerFields.clubId.optional(),
  transferFee: offerFields.transferFee.optional(),
  salary: offerFields.salary.optional(),
  years: offerFields.years.optional(),
  state: offerFields.state.optional(),
  feedback: offerFields.feedback.optional(),
  respondBy: offerFields.respondBy.optional(),
});
export type CreateOfferInput = z.infer<typeof createOfferSchema>;

export const updateOfferSchema = strictObject(offerFields).partial();
export type UpdateOfferInput = z.infer<typeof updateOfferSchema>;

export const listOffersQuerySchema = strictObject({ ...pageQuery });
export type ListOffersQuery = z.infer<typeof listOffersQuerySchema> & { operationId: string };

export type Offer = {
  id: string;
  operationId: string;
  date: string;
  direction: OfferDirection;
  clubId: string;
  clubName: string;
  transferFee: string;
  salary: string;
  years: number | null;
  state: OfferState;
  feedback: string;
  /** The day an answer is due by; the agenda shows it. */
  respondBy: string | null;
  createdAt: string;
  updatedAt: string;
  version: number;
};
