import { z } from "zod";

import { agencyToday } from "../../../../shared/domain/calendar-day";
import { DEAL_STAGES, EVENT_STATUSES, EVENT_TYPES, NEWS_SENTIMENTS } from "../../../../shared/domain/enums";
import { COMMISSION_MESSAGES, commissionPaymentSchema } from "../../../../shared/schemas/commission";
import { updateDealSchema } from "../../../../shared/schemas/deal";
import { createEventSchema } from "../../../../shared/schemas/event";
import { createNewsSchema } from "../../../../shared/schemas/news";
import { KEY_RESULT_NOT_FOUND, keyResultCheckInSchema } from "../../../../shared/schemas/okr";
import { requireVersion } from "../../../db/lib/record-versions";
import { invalidInput, parseOrThrow, recordNotFound, ruleConflict } from "../../../domain-errors";
import {
  addCommissionPaymentRecorded,
  checkInKeyResultRecorded,
  createRecorded,
  updateRecorded,
} from "../../../history/recorded-writes";
import { findCommissionPayment, getCommission, lockCommission, paymentIdForKey } from "../../../modules/commissions";
import { DEAL_HISTORY, getDeal, updateDeal } from "../../../modules/deals";
import { deals } from "../../../modules/deals/table";
import { createEvent, EVENT_HISTORY } from "../../../modules/events";
import { createNewsItem, NEWS_HISTORY } from "../../../modules/news";
import { getOkr } from "../../../modules/okrs";
import { okrs } from "../../../modules/okrs/table";
import { invoiceDraftTool, logContactTool } from "./business-write-tools";
import { createOperationTool, moveOperationTool, recordOfferTool } from "./market-write-tools";
import { createTaskTool } from "./task-write-tools";
import { day, defineWriteTool, type WriteTool } from "./write-tool";

export type { WriteTool } from "./write-tool";

export const createEventTool = defineWriteTool({
  name: "crear_evento",
  description:
    "Crea un evento en el calendario de un jugador (partido, reunión, entrevista, sesión de fotos, viaje, médico...), con su hora de fin si se sabe.",
  input: z.object({
    jugadorId: z.uuid(),
    tipo: z.enum(EVENT_TYPES),
    titulo: z.string(),
    fecha: day,
    hora: z.string().describe("Hora HH:MM"),
    horaFin: z.string().optional().describe("Hora de fin HH:MM, el mismo día"),
    lugar: z.string().optional(),
    estado: z.enum(EVENT_STATUSES).optional(),
  }),
  run: async (db, input, actor) => {
    const values = parseOrThrow(createEventSchema, {
      playerId: input.jugadorId,
      type: input.tipo,
      title: input.titulo,
      date: input.fecha,
      time: input.hora,
      endTime: input.horaFin,
      location: input.lugar,
      status: input.estado,
    });
    const event = await db.transaction((tx) => createRecorded(tx, EVENT_HISTORY, actor, () => createEvent(tx, values)));
    return { result: event, path: `/calendar?fecha=${event.date}` };
  },
});

export const createNewsTool = defineWriteTool({
  name: "crear_noticia",
  description: "Registra una noticia de prensa sobre un jugador, con su fuente y su sentimiento.",
  input: z.object({
    jugadorId: z.uuid(),
    titulo: z.string(),
    fuente: z.string(),
    fecha: day,
    sentimiento: z.enum(NEWS_SENTIMENTS).optional(),
    extracto: z.string().optional(),
  }),
  run: async (db, input, actor) => {
    const values = parseOrThrow(createNewsSchema, {
      playerId: input.jugadorId,
      title: input.titulo,
      source: input.fuente,
      date: input.fecha,
      sentiment: input.sentimiento,
      excerpt: input.extracto,
    });
    const item = await db.transaction((tx) =>
      createRecorded(tx, NEWS_HISTORY, actor, () => createNewsItem(tx, values)),
    );
    return { result: item, path: `/news?jugador=${item.playerId}` };
  },
});

export const moveDealTool = defineWriteTool({
  name: "mover_patrocinio",
  description:
    "Cambia la etapa de un patrocinio (Prospect, Negociación, Activa, Cerrada), con el motivo si se cierra. Respeta la exclusividad.",
  input: z.object({
    patrocinioId: z.uuid(),
    etapa: z.enum(DEAL_STAGES),
    motivoCierre: z.string().optional(),
    version: z
      .number()
      .int()
      .optional()
      .describe("La versión del patrocinio que leíste (campo version): si cambió desde entonces, no se mueve"),
  }),
  run: async (db, input, actor) => {
    const values = parseOrThrow(updateDealSchema, {
      stage: input.etapa,
      ...(input.motivoCierre === undefined ? {} : { lostReason: input.motivoCierre }),
    });
    const id = input.patrocinioId;
    const deal = await db.transaction(async (tx) => {
      await requireVersion(tx, deals, id, input.version, () => getDeal(tx, id));
      return updateRecorded(
        tx,
        DEAL_HISTORY,
        actor,
        id,
        values,
        () => getDeal(tx, id),
        () => updateDeal(tx, id, values),
      );
    });
    if (!deal) throw recordNotFound("Patrocinio no encontrado");
    return { result: deal, path: `/deals?abrir=${deal.id}` };
  },
});

const PAYMENT_KEY_REQUIRED =
  "Indica una clave única del cobro (campo clave) para que un reintento no lo registre dos veces";

export const receiveCommissionTool = defineWriteTool({
  name: "registrar_cobro",
  description:
    "Registra un cobro de una comisión del libro de comisiones: la fecha y el importe que llegó (por defecto, lo que queda pendiente). " +
    "La comisión queda cobrada cuando sus cobros alcanzan su importe. Más de lo pendiente se rechaza salvo que " +
    "sobrepago sea true. Repetir la llamada con la misma clave no registra el cobro dos veces.",
  input: z.object({
    comisionId: z.uuid(),
    fechaCobro: day,
    importeCobrado: z.number().optional(),
    nota: z.string().optional(),
    sobrepago: z.boolean().optional().describe("true si el importe supera a sabiendas lo pendiente"),
    clave: z
      .string()
      .trim()
      .min(1)
      .max(200)
      .optional()
      .describe("Una clave única de este cobro (p. ej. un UUID nuevo): un reintento con la misma clave no lo repite"),
  }),
  run: async (db, input, actor) => {
    const today = agencyToday();
    const commission = await db.transaction(async (tx) => {
      // Required to record: the chat's proposals carry one from the moment they are proposed.
      if (!input.clave) throw invalidInput(PAYMENT_KEY_REQUIRED, { clave: PAYMENT_KEY_REQUIRED });
      // The balance, the default amount, is read under the instalment's lock: calls at once take turns.
      await lockCommission(tx, input.comisionId);
      const current = await getCommission(tx, input.comisionId, today);
      if (!current) throw recordNotFound("Comisión no encontrada");
      const id = paymentIdForKey(input.comisionId, input.clave);
      // A retried key is answered from the payment it recorded: its balance default would read 0 € by now.
      const recorded = await findCommissionPayment(tx, id);
      const amount = input.importeCobrado ?? recorded?.amount ?? current.balance;
      if (amount === 0 && !current.archived) throw invalidInput(COMMISSION_MESSAGES.overBalance(0));
      const values = parseOrThrow(commissionPaymentSchema(today), {
        paidOn: input.fechaCobro,
        amount,
        ...(input.nota === undefined ? {} : { note: input.nota }),
        ...(input.sobrepago === undefined ? {} : { overpayment: input.sobrepago }),
      });
      return addCommissionPaymentRecorded(tx, input.comisionId, { ...values, id }, today, actor);
    });
    if (!commission) throw recordNotFound("Comisión no encontrada");
    if (commission === "archived") throw ruleConflict(COMMISSION_MESSAGES.archived);
    if (typeof commission === "string") throw recordNotFound(COMMISSION_MESSAGES.paymentNotFound);
    return { result: commission, path: `/commissions?year=${commission.dueDate.slice(0, 4)}` };
  },
});

export const keyResultCheckInTool = defineWriteTool({
  name: "actualizar_resultado_clave",
  description: "Registra el valor actual de un resultado clave de un OKR.",
  input: z.object({
    okrId: z.uuid(),
    resultadoClaveId: z.string(),
    valor: z.number(),
    version: z
      .number()
      .int()
      .optional()
      .describe("La versión del OKR que leíste (campo version): si cambió desde entonces, no se anota"),
  }),
  run: async (db, input, actor) => {
    const { current } = parseOrThrow(keyResultCheckInSchema, { current: input.valor });
    const okr = await db.transaction(async (tx) => {
      await requireVersion(tx, okrs, input.okrId, input.version, () => getOkr(tx, input.okrId));
      return checkInKeyResultRecorded(tx, input.okrId, input.resultadoClaveId, current, actor);
    });
    if (!okr) throw recordNotFound("OKR no encontrado");
    if (okr === "no-key-result") throw recordNotFound(KEY_RESULT_NOT_FOUND);
    return { result: okr, path: `/okrs?abrir=${okr.id}` };
  },
});

export const WRITE_TOOLS: WriteTool[] = [
  createEventTool,
  createNewsTool,
  moveDealTool,
  receiveCommissionTool,
  keyResultCheckInTool,
  createOperationTool,
  recordOfferTool,
  moveOperationTool,
  createTaskTool,
  logContactTool,
  invoiceDraftTool,
] as WriteTool[];
