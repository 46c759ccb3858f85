// Writes of the market an MCP client (or the assistant, once the agent confirms) may make: open an operation,
// record an offer, move an operation to another stage. Through the API's schemas, rules and history.
import { z } from "zod";

import {
  OFFER_DIRECTIONS,
  OFFER_STATES,
  OPERATION_STAGES,
  OPERATION_TYPES,
} from "../../../../shared/domain/operations";
import { createOfferSchema } from "../../../../shared/schemas/offer";
import { createOperationSchema, updateOperationSchema } from "../../../../shared/schemas/operation";
import { requireVersion } from "../../../db/lib/record-versions";
import { parseOrThrow, recordNotFound } from "../../../domain-errors";
import { createRecorded, updateRecorded } from "../../../history/recorded-writes";
import { createOffer, OFFER_HISTORY, operationClubId } from "../../../modules/offers";
import { createOperation, getOperation, OPERATION_HISTORY, updateOperation } from "../../../modules/operations";
import { operations } from "../../../modules/operations/table";
import { day, defineWriteTool } from "./write-tool";

export const createOperationTool = defineWriteTool({
  name: "crear_operacion",
  description:
    "Abre una operación de mercado para un jugador: traspaso, cesión, renovación o fichaje libre con un club (destino; en una renovación, el actual). Empieza en Sondeo salvo que se indique otra etapa, que necesita mandato vigente.",
  input: z.object({
    jugadorId: z.uuid(),
    tipo: z.enum(OPERATION_TYPES),
    clubId: z.uuid().describe("Id del club (usa buscar_clubes)"),
    clubOrigenId: z.uuid().optional(),
    etapa: z.enum(OPERATION_STAGES).optional(),
    salario: z.string().optional().describe("Salario bruto anual, como texto: «1.500.000€»"),
    traspaso: z.string().optional().describe("Importe del traspaso, como texto"),
  }),
  run: async (db, input, actor) => {
    const values = parseOrThrow(createOperationSchema, {
      playerId: input.jugadorId,
      type: input.tipo,
      clubId: input.clubId,
      originClubId: input.clubOrigenId,
      stage: input.etapa,
      salary: input.salario,
      transferFee: input.traspaso,
    });
    const operation = await db.transaction((tx) =>
      createRecorded(tx, OPERATION_HISTORY, actor, () => createOperation(tx, values, actor)),
    );
    return { result: operation, path: `/operations/${operation.id}` };
  },
});

export const recordOfferTool = defineWriteTool({
  name: "registrar_oferta",
  description:
    "Registra una oferta de una operación: fecha, si es recibida o enviada, club (por defecto el de la operación), cifras, años, estado y respuesta del club.",
  input: z.object({
    operacionId: z.uuid(),
    fecha: day,
    direccion: z.enum(OFFER_DIRECTIONS),
    clubId: z.uuid().optional(),
    traspaso: z.string().optional(),
    salario: z.string().optional(),
    anos: z.number().int().optional(),
    estado: z.enum(OFFER_STATES).optional(),
    respuesta: z.string().optional(),
    responderAntesDel: day.optional(),
  }),
  run: async (db, input, actor) => {
    const values = parseOrThrow(createOfferSchema, {
      date: input.fecha,
      direction: input.direccion,
      clubId: input.clubId,
      transferFee: input.traspaso,
      salary: input.salario,
      years: input.anos,
      state: input.estado,
      feedback: input.respuesta,
      respondBy: input.responderAntesDel,
    });
    const offer = await db.transaction(async (tx) => {
      const clubId = await operationClubId(tx, input.operacionId);
      if (!clubId) throw recordNotFound("Operación no encontrada");
      return createRecorded(tx, OFFER_HISTORY, actor, () => createOffer(tx, input.operacionId, clubId, values));
    });
    return { result: offer, path: `/operations/${input.operacionId}` };
  },
});

export const moveOperationTool = defineWriteTool({
  name: "mover_operacion",
  description:
    "Cambia la etapa de una operación (Sondeo, Oferta, Negociación, Acuerdo, Firmada, Caída), con el motivo si cae. Pasar de Sondeo necesita un mandato vigente; Firmada actualiza el club y el contrato del jugador y genera los honorarios.",
  input: z.object({
    operacionId: z.uuid(),
    etapa: z.enum(OPERATION_STAGES),
    motivo: z.string().optional(),
    version: z
      .number()
      .int()
      .optional()
      .describe("La versión de la operación que leíste (campo version): si cambió desde entonces, no se mueve"),
  }),
  run: async (db, input, actor) => {
    const values = parseOrThrow(updateOperationSchema, {
      stage: input.etapa,
      ...(input.motivo === undefined ? {} : { lostReason: input.motivo }),
    });
    const id = input.operacionId;
    const operation = await db.transaction(async (tx) => {
      await requireVersion(tx, operations, id, input.version, () => getOperation(tx, id));
      return updateRecorded(
        tx,
        OPERATION_HISTORY,
        actor,
        id,
        values,
        () => getOperation(tx, id),
        () => updateOperation(tx, id, values, actor),
      );
    });
    if (!operation) throw recordNotFound("Operación no encontrada");
    return { result: operation, path: `/operations/${operation.id}` };
  },
});
