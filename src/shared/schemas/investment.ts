import { z } from "zod";

import {
  INVESTMENT_RISKS,
  INVESTMENT_STATUSES,
  INVESTMENT_TYPES,
  type InvestmentRisk,
  type InvestmentStatus,
  type InvestmentType,
} from "../domain/enums";
import { INVESTMENT_SORTS, type InvestmentSort } from "../domain/list-sorts";
import {
  entityId,
  isoDate,
  moneyText,
  optionalFilter,
  optionalText,
  pageQuery,
  requiredText,
  strictObject,
} from "./common";

const investmentFields = {
  playerId: entityId("Selecciona un jugador"),
  type: z.enum(INVESTMENT_TYPES, { error: "Tipo de inversión no válido" }),
  name: requiredText("El nombre es obligatorio", 120),
  amount: moneyText(60),
  risk: z.enum(INVESTMENT_RISKS, { error: "Riesgo no válido" }),
  status: z.enum(INVESTMENT_STATUSES, { error: "Estado no válido" }),
  date: isoDate("La fecha es obligatoria"),
  expectedReturn: optionalText(60),
};

export const createInvestmentSchema = strictObject({
  playerId: investmentFields.playerId,
  type: investmentFields.type,
  name: investmentFields.name,
  date: investmentFields.date,
  amount: investmentFields.amount.optional(),
  risk: investmentFields.risk.optional(),
  status: investmentFields.status.optional(),
  expectedReturn: investmentFields.expectedReturn.optional(),
});
export type CreateInvestmentInput = z.infer<typeof createInvestmentSchema>;

export const updateInvestmentSchema = strictObject(investmentFields).partial();
export type UpdateInvestmentInput = z.infer<typeof updateInvestmentSchema>;

export const listInvestmentsQuerySchema = strictObject({
  sort: optionalFilter(z.enum(INVESTMENT_SORTS, { error: "Orden no válido" })),
  playerId: optionalFilter(entityId("Jugador no válido")),
  status: optionalFilter(z.enum(INVESTMENT_STATUSES, { error: "Estado no válido" })),
  ...pageQuery,
});
export { INVESTMENT_SORTS, type InvestmentSort };
export type ListInvestmentsQuery = z.infer<typeof listInvestmentsQuerySchema>;

export type Investment = {
  id: string;
  playerId: string;
  playerName: string;
  type: InvestmentType;
  name: string;
  amount: string;
  /** Euros the amount names, read like deal fees; null when it names no single amount. */
  amountValue: number | null;
  risk: InvestmentRisk;
  status: InvestmentStatus;
  date: string;
  expectedReturn: string;
  createdAt: string;
  updatedAt: string;
  /** Raised by every update; sent back as If-Match so that an edit from an older read is refused. */
  version: number;
};
