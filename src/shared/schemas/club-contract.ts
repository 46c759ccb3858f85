import { z } from "zod";

import {
  BONUS_KINDS,
  OPTION_HOLDERS,
  SELL_ON_BENEFICIARIES,
  type BonusKind,
  type ContractWarning,
  type OptionHolder,
  type SellOnBeneficiary,
} from "../domain/club-contracts";
import {
  entityId,
  isoDate,
  nullableEntityId,
  optionalFilter,
  optionalText,
  pageQuery,
  requiredText,
  strictObject,
} from "./common";

export const CLUB_CONTRACT_MESSAGES = {
  notFound: "Contrato no encontrado",
  period: "La fecha de fin no puede ser anterior a la de inicio",
  seasons: "Añade al menos una temporada con su salario",
  repeatedSeason: "Cada temporada solo puede aparecer una vez",
  season: "La temporada se escribe como 2026/27",
  amount: "Escribe un importe en euros, 0 o más",
  percent: "El porcentaje va de 0 a 100",
  target: "El objetivo debe ser un número entero mayor que 0",
  progress: "El progreso debe ser un número entero, 0 o más",
  noticeAfterEnd: "El día de aviso de una opción no puede ser posterior al fin del contrato",
} as const;

const euros = z.coerce
  .number({ error: CLUB_CONTRACT_MESSAGES.amount })
  .min(0, CLUB_CONTRACT_MESSAGES.amount)
  .max(1e12, CLUB_CONTRACT_MESSAGES.amount);

const seasonSchema = strictObject({
  season: z.string({ error: CLUB_CONTRACT_MESSAGES.season }).regex(/^\d{4}\/\d{2}$/, CLUB_CONTRACT_MESSAGES.season),
  salary: euros,
});

const bonusSchema = strictObject({
  kind: z.enum(BONUS_KINDS, { error: "Tipo de bonus no válido" }),
  description: requiredText("Describe el bonus", 200),
  target: z.coerce
    .number({ error: CLUB_CONTRACT_MESSAGES.target })
    .int(CLUB_CONTRACT_MESSAGES.target)
    .min(1, CLUB_CONTRACT_MESSAGES.target),
  progress: z.coerce
    .number({ error: CLUB_CONTRACT_MESSAGES.progress })
    .int(CLUB_CONTRACT_MESSAGES.progress)
    .min(0, CLUB_CONTRACT_MESSAGES.progress)
    .default(0),
  amount: euros,
});

const optionSchema = strictObject({
  holder: z.enum(OPTION_HOLDERS, { error: "Titular de la opción no válido" }),
  noticeBy: isoDate("Indica el día límite para ejercer la opción"),
  extendsTo: isoDate("Indica hasta cuándo amplía el contrato"),
});

const imageRightsSchema = strictObject({
  company: requiredText("Indica la sociedad que cobra los derechos de imagen", 200),
  annualAmount: euros,
});

const contractFields = {
  clubId: entityId("Selecciona un club"),
  startDate: isoDate("La fecha de inicio es obligatoria"),
  endDate: isoDate("La fecha de fin es obligatoria"),
  seasons: z
    .array(seasonSchema, { error: CLUB_CONTRACT_MESSAGES.seasons })
    .min(1, CLUB_CONTRACT_MESSAGES.seasons)
    .max(10),
  bonuses: z.array(bonusSchema).max(30),
  options: z.array(optionSchema).max(5),
  releaseClause: euros.nullable(),
  sellOnPercent: z.coerce
    .number({ error: CLUB_CONTRACT_MESSAGES.percent })
    .min(0, CLUB_CONTRACT_MESSAGES.percent)
    .max(100, CLUB_CONTRACT_MESSAGES.percent)
    .nullable(),
  sellOnBeneficiary: z.enum(SELL_ON_BENEFICIARIES, { error: "Beneficiario no válido" }).nullable(),
  imageRights: imageRightsSchema.nullable(),
  operationId: nullableEntityId("Operación no válida"),
  notes: optionalText(2000),
};

type ContractShape = {
  startDate?: string;
  endDate?: string;
  seasons?: { season: string }[];
  options?: { noticeBy: string }[];
};

/** The rules across fields, for a whole contract or the part an edit sends (checked again on the merged record). */
export function checkContract(contract: ContractShape, ctx: z.RefinementCtx) {
  if (contract.startDate && contract.endDate && contract.endDate < contract.startDate)
    ctx.addIssue({ code: "custom", path: ["endDate"], message: CLUB_CONTRACT_MESSAGES.period });
  const seen = new Set<string>();
  for (const season of contract.seasons ?? []) {
    if (seen.has(season.season))
      ctx.addIssue({ code: "custom", path: ["seasons"], message: CLUB_CONTRACT_MESSAGES.repeatedSeason });
    seen.add(season.season);
  }
  if (contract.endDate && (contract.options ?? []).some((option) => option.noticeBy > contract.endDate!))
    ctx.addIssue({ code: "custom", path: ["options"], message: CLUB_CONTRACT_MESSAGES.noticeAfterEnd });
}

const createFields = {
  ...contractFields,
  bonuses: contractFields.bonuses.default([]),
  options: contractFields.options.default([]),
  releaseClause: contractFields.releaseClause.default(null),
  sellOnPercent: contractFields.sellOnPercent.default(null),
  sellOnBeneficiary: contractFields.sellOnBeneficiary.default(null),
  imageRights: contractFields.imageRights.default(null),
  operationId: contractFields.operationId.default(null),
  notes: contractFields.notes.default(""),
};

/** POST /api/players/:id/contracts: the player is the route's. */
export const createClubContractSchema = strictObject(createFields).superRefine(checkContract);
/** POST /api/contracts: the player named in the body. */
export const createAnyClubContractSchema = strictObject({
  playerId: entityId("Selecciona un jugador"),
  ...createFields,
}).superRefine(checkContract);
export type CreateClubContractInput = z.infer<typeof createClubContractSchema>;

export const updateClubContractSchema = strictObject(contractFields).partial().superRefine(checkContract);
export type UpdateClubContractInput = z.infer<typeof updateClubContractSchema>;

export const listClubContractsQuerySchema = strictObject({
  playerId: optionalFilter(entityId("Jugador no válido")),
  ...pageQuery,
});

export type ClubContract = {
  id: string;
  playerId: string;
  playerName: string;
  clubId: string;
  clubName: string;
  operationId: string | null;
  startDate: string;
  endDate: string;
  seasons: { season: string; salary: number }[];
  bonuses: { kind: BonusKind; description: string; target: number; progress: number; amount: number }[];
  options: { holder: OptionHolder; noticeBy: string; extendsTo: string }[];
  releaseClause: number | null;
  sellOnPercent: number | null;
  sellOnBeneficiary: SellOnBeneficiary | null;
  imageRights: { company: string; annualAmount: number } | null;
  notes: string;
  /** The 85/15 rule when image rights pass 15 % of the whole. */
  warnings: ContractWarning[];
  createdAt: string;
  updatedAt: string;
  version: number;
};
