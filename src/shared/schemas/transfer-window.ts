import { z } from "zod";

import { isMonthDay } from "../domain/transfer-windows";
import { requiredText, strictObject } from "./common";

const monthDay = (message: string) => z.string({ error: message }).trim().refine(isMonthDay, message);

const transferWindowFields = {
  league: requiredText("La liga es obligatoria", 80),
  name: requiredText("El nombre es obligatorio", 80),
  startDay: monthDay("Elige el día y el mes de inicio (en la API, MM-DD: 07-01)"),
  endDay: monthDay("Elige el día y el mes de fin (en la API, MM-DD: 09-01)"),
};

export const createTransferWindowSchema = strictObject(transferWindowFields);
export type CreateTransferWindowInput = z.infer<typeof createTransferWindowSchema>;
export const updateTransferWindowSchema = strictObject(transferWindowFields).partial();
export type UpdateTransferWindowInput = z.infer<typeof updateTransferWindowSchema>;
export const listTransferWindowsQuerySchema = strictObject({});
export type ListTransferWindowsQuery = z.infer<typeof listTransferWindowsQuerySchema>;

/** A league's yearly transfer window: drawn on the calendar and sent in the calendar feed. */
export type TransferWindow = {
  id: string;
  league: string;
  name: string;
  startDay: string;
  endDay: string;
  version: number;
};
