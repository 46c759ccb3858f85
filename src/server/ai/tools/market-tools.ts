import { z } from "zod";

import { OPERATION_STAGES } from "../../../shared/domain/operations";
import { listClubs } from "../../modules/clubs";
import { listContactLog } from "../../modules/contacts";
import { listOffers } from "../../modules/offers";
import { getOperation, listOperations, operationSummary } from "../../modules/operations";
import { defineTool, scopedPlayerId } from "./registry";

export const listOperationsTool = defineTool({
  name: "listar_operaciones",
  description:
    "Lista operaciones de mercado (traspasos, cesiones, renovaciones, fichajes libres) filtrando por etapa (Sondeo, Oferta, Negociación, Acuerdo, Firmada, Caída), jugador o club, con sus cifras y avisos FIFA.",
  input: z.object({
    etapa: z.enum(OPERATION_STAGES).optional(),
    jugadorId: z.uuid().optional(),
    clubId: z.uuid().optional().describe("Id del club (usa buscar_clubes para obtenerlo)"),
    limite: z.number().int().min(1).max(50).default(20),
  }),
  playerScoped: true,
  run: async (db, input, scope) => {
    const page = await listOperations(db, {
      stage: input.etapa,
      playerId: scopedPlayerId(scope, input.jugadorId),
      clubId: input.clubId,
      limit: input.limite,
    });
    return page.items.map((operation) => ({
      id: operation.id,
      version: operation.version,
      jugador: operation.playerName,
      tipo: operation.type,
      club: operation.clubName,
      clubOrigen: operation.originClubName,
      etapa: operation.stage,
      traspaso: operation.transferFee,
      salario: operation.salary,
      inicio: operation.startDate,
      fin: operation.endDate,
      firma: operation.signedOn,
      avisos: operation.warnings.map((warning) => `${warning.message} (${warning.status}; ${warning.source})`),
    }));
  },
});

export const operationDetailTool = defineTool({
  name: "ver_operacion",
  description: "Una operación con sus ofertas en orden y los últimos contactos sobre ella.",
  input: z.object({ operacionId: z.uuid() }),
  playerScoped: false,
  run: async (db, input) => {
    const operation = await getOperation(db, input.operacionId);
    if (!operation) return { error: "Operación no encontrada" };
    const [offers, log] = await Promise.all([
      listOffers(db, { operationId: operation.id, limit: 50 }),
      listContactLog(db, { operationId: operation.id, limit: 10 }),
    ]);
    return {
      operacion: operation,
      ofertas: offers.items.map((offer) => ({
        fecha: offer.date,
        direccion: offer.direction,
        club: offer.clubName,
        traspaso: offer.transferFee,
        salario: offer.salary,
        anos: offer.years,
        estado: offer.state,
        respuesta: offer.feedback,
      })),
      contactos: log.items.map((entry) => ({
        fecha: entry.date,
        canal: entry.channel,
        con: entry.contactName,
        resumen: entry.summary,
        proximoPaso: entry.nextStep,
        fechaProximoPaso: entry.nextStepOn,
      })),
    };
  },
});

export const marketSummaryTool = defineTool({
  name: "resumen_mercado",
  description: "Operaciones abiertas por etapa (Sondeo, Oferta, Negociación, Acuerdo).",
  input: z.object({}),
  playerScoped: false,
  run: async (db) => operationSummary(db),
});

export const searchClubsTool = defineTool({
  name: "buscar_clubes",
  description: "Busca clubes por nombre (sin importar tildes). Devuelve id, nombre, país y liga.",
  input: z.object({ consulta: z.string().trim().max(100).default("") }),
  playerScoped: false,
  run: async (db, input) => {
    const page = await listClubs(db, { q: input.consulta || undefined, limit: 20 });
    return page.items.map((club) => ({ id: club.id, nombre: club.name, pais: club.country, liga: club.league }));
  },
});
