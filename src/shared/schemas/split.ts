import { z } from "zod";

import type { RuleWarning } from "../domain/fifa-rules";
import { percentTotal, SPLIT_BASES, SPLIT_DUES, type SplitBasis, type SplitDue } from "../domain/splits";
import type { CollaboratorKind } from "./collaborator";
import { strictObject } from "./common";

export const SPLIT_SOURCES = ["deal", "mandate", "operation"] as const;
export type SplitSource = (typeof SPLIT_SOURCES)[number];

export const SPLIT_MESSAGES = {
  who: "Indica a quién corresponde la línea: un miembro del equipo o un colaborador",
  bothWho: "Una línea es de un miembro o de un colaborador, no de los dos",
  howMuch: "Indica un porcentaje o un importe fijo",
  bothHowMuch: "Una línea lleva un porcentaje o un importe fijo, no los dos",
  percent: "El porcentaje debe ser mayor que 0 y como mucho 100",
  amount: "El importe debe ser mayor que 0",
  overHundred: (total: number) =>
    `Los porcentajes suman ${total.toLocaleString("es-ES")} %: el reparto no puede superar el 100 %`,
  overInstalment: (instalment: string) =>
    `Las líneas superan la cuota de ${instalment}: la agencia no puede ceder más de lo que cobra`,
  unknownMember: "Ese miembro no está en el equipo",
  unknownCollaborator: "Ese colaborador no existe",
  repeated: "Cada persona aparece una sola vez en el reparto",
} as const;

export const splitLineSchema = strictObject({
  memberId: z.string({ error: SPLIT_MESSAGES.unknownMember }).min(1, SPLIT_MESSAGES.unknownMember).optional(),
  collaboratorId: z.uuid({ error: SPLIT_MESSAGES.unknownCollaborator }).optional(),
  percent: z
    .number({ error: SPLIT_MESSAGES.percent })
    .gt(0, SPLIT_MESSAGES.percent)
    .max(100, SPLIT_MESSAGES.percent)
    .optional(),
  amount: z
    .number({ error: SPLIT_MESSAGES.amount })
    .gt(0, SPLIT_MESSAGES.amount)
    .max(1e10, SPLIT_MESSAGES.amount)
    .optional(),
  basis: z.enum(SPLIT_BASES, { error: "Elige si se calcula sobre el bruto o sobre la base" }).default("base"),
  due: z.enum(SPLIT_DUES, { error: "Elige si se debe al facturar o al cobrar" }).default("received"),
}).superRefine((line, context) => {
  if (line.memberId === undefined && line.collaboratorId === undefined)
    context.addIssue({ code: "custom", path: ["collaboratorId"], message: SPLIT_MESSAGES.who });
  if (line.memberId !== undefined && line.collaboratorId !== undefined)
    context.addIssue({ code: "custom", path: ["collaboratorId"], message: SPLIT_MESSAGES.bothWho });
  if (line.percent === undefined && line.amount === undefined)
    context.addIssue({ code: "custom", path: ["percent"], message: SPLIT_MESSAGES.howMuch });
  if (line.percent !== undefined && line.amount !== undefined)
    context.addIssue({ code: "custom", path: ["amount"], message: SPLIT_MESSAGES.bothHowMuch });
});
export type SplitLineInput = z.infer<typeof splitLineSchema>;

export const putSplitsSchema = strictObject({
  lines: z.array(splitLineSchema, { error: "Envía las líneas del reparto" }).max(20, "Como mucho 20 líneas"),
}).superRefine((input, context) => {
  const total = percentTotal(input.lines.map((line) => ({ percent: line.percent ?? null })));
  if (total > 100) context.addIssue({ code: "custom", path: ["lines"], message: SPLIT_MESSAGES.overHundred(total) });
  const who = input.lines.map((line) => line.memberId ?? line.collaboratorId);
  if (new Set(who).size !== who.length)
    context.addIssue({ code: "custom", path: ["lines"], message: SPLIT_MESSAGES.repeated });
});
export type PutSplitsInput = z.infer<typeof putSplitsSchema>;

export type SplitLine = {
  id: string;
  collaboratorId: string;
  collaboratorName: string;
  collaboratorKind: CollaboratorKind;
  memberId: string | null;
  licenceNumber: string | null;
  percent: number | null;
  amount: number | null;
  basis: SplitBasis;
  due: SplitDue;
};

export type Splits = {
  source: SplitSource;
  sourceId: string;
  lines: SplitLine[];
  /** FIFA's rules the split runs into (a transfer's fee shared with someone without a licence). */
  warnings: RuleWarning[];
  /** The instalments of the source the lines were copied to. */
  instalments: number;
};
