import { sql } from "drizzle-orm";
import { z } from "zod";

import { agencyToday, shiftDays } from "../../../shared/domain/calendar-day";
import { isSigned } from "../../../shared/domain/documents";
import { windowOccurrences } from "../../../shared/domain/transfer-windows";
import { listActivity } from "../../history/activity";
import { brands } from "../../modules/brands/table";
import { listCommissions, paymentsReceivedBetween } from "../../modules/commissions";
import { listDeals } from "../../modules/deals";
import { listDocuments } from "../../modules/documents";
import { listMandates, mandateContext } from "../../modules/mandates";
import { netFigures } from "../../modules/settlements";
import { listTransferWindows } from "../../modules/transfer-windows";
import { contractsAndRenewalsDue } from "../assistant-reads";
import { listNewsTool, pendingApprovalsTool, upcomingEventsTool } from "./agenda-tools";
import { defineTool } from "./registry";

const isoDay = z.iso.date();

export const commissionsTool = defineTool({
  name: "comisiones",
  description:
    "Plazos de comisión de la agencia (de patrocinios, mandatos y operaciones) con su id, importe esperado, cobrado y saldo, y si están vencidos. Filtra por fechas de vencimiento, jugador o solo los vencidos sin cobrar. " +
    "netoTrasRepartos (con desde y hasta) es lo que vence en el rango menos lo que corresponde a colaboradores por los repartos. " +
    "totalCobradoDeEstosPlazos suma lo cobrado de los plazos que vencen en el rango; cobradoEnElRango, el dinero que llegó entre desde y hasta (por fecha de cobro), sea del plazo que sea. El id sirve para registrar_cobro.",
  input: z.object({
    desde: isoDay.optional(),
    hasta: isoDay.optional(),
    jugadorId: z.uuid().optional(),
    soloVencidas: z.boolean().default(false),
    limite: z.number().int().min(1).max(100).default(30),
  }),
  playerScoped: false,
  run: async (db, input) => {
    const today = agencyToday();
    const page = await listCommissions(
      db,
      { from: input.desde, to: input.soloVencidas ? shiftDays(today, -1) : input.hasta, limit: 1000 },
      today,
    );
    const items = page.items
      .filter((item) => !input.jugadorId || item.playerId === input.jugadorId)
      .filter((item) => !input.soloVencidas || item.overdue);
    // Money received in a period is counted by the day it arrived, not by the instalment's due date.
    const arrived =
      input.desde && input.hasta && !input.soloVencidas
        ? (await paymentsReceivedBetween(db, input.desde, input.hasta)).filter(
            (payment) => !input.jugadorId || payment.playerId === input.jugadorId,
          )
        : undefined;
    const net =
      input.desde && input.hasta && !input.soloVencidas
        ? await netFigures(db, { from: input.desde, to: input.hasta }, input.jugadorId)
        : undefined;
    return {
      hoy: today,
      ...(net ? { netoTrasRepartos: net.net, paraColaboradores: net.sharedOut } : {}),
      totalEsperado: items.reduce((sum, item) => sum + (item.archived ? 0 : item.amount), 0),
      totalCobradoDeEstosPlazos: items.reduce((sum, item) => sum + item.receivedAmount, 0),
      ...(arrived ? { cobradoEnElRango: arrived.reduce((sum, payment) => sum + payment.amount, 0) } : {}),
      saldo: items.reduce((sum, item) => sum + item.balance, 0),
      plazos: items.slice(0, input.limite).map((item) => ({
        id: item.id,
        jugadorId: item.playerId,
        jugador: item.playerName,
        origen: item.source,
        marca: item.brandName,
        club: item.clubName,
        periodo: item.period,
        vence: item.dueDate,
        importe: item.amount,
        cobrado: item.receivedAmount,
        saldo: item.balance,
        vencido: item.overdue,
      })),
    };
  },
});

export const mandatesTool = defineTool({
  name: "mandatos",
  description:
    "Mandatos de representación (FIFA) con su id, fechas, estado, exclusividad, comisión, si falta el registro FIFA y los avisos de las reglas.",
  input: z.object({ jugadorId: z.uuid().optional(), limite: z.number().int().min(1).max(100).default(30) }),
  playerScoped: false,
  run: async (db, input) => {
    const today = agencyToday();
    const page = await listMandates(
      db,
      { playerId: input.jugadorId, limit: input.limite },
      await mandateContext(db, today),
    );
    return page.items.map((mandate) => ({
      id: mandate.id,
      jugadorId: mandate.playerId,
      jugador: mandate.playerName,
      inicio: mandate.startDate,
      fin: mandate.endDate,
      estado: mandate.status,
      exclusivo: mandate.exclusive,
      comisionPorcentaje: mandate.commissionPercent,
      pendienteRegistroFifa: mandate.fifaRegistrationPending,
      avisos: mandate.warnings.map((warning) => warning.message),
    }));
  },
});

export const transferWindowsTool = defineTool({
  name: "ventanas_fichajes",
  description:
    "Ventanas de fichajes registradas por liga: si están abiertas hoy y las fechas de su próxima apertura y cierre.",
  input: z.object({}),
  playerScoped: false,
  run: async (db) => {
    const today = agencyToday();
    return (await listTransferWindows(db)).items.map((window) => {
      const next = windowOccurrences(window, today, shiftDays(today, 366))[0];
      return {
        id: window.id,
        liga: window.league,
        nombre: window.name,
        abierta: next ? next.startDate <= today : false,
        abre: next?.startDate ?? null,
        cierra: next?.endDate ?? null,
      };
    });
  },
});

export const documentsTool = defineTool({
  name: "documentos",
  description:
    "Documentos de los jugadores (contratos, NDA, facturas...) con su estado de firma, del más reciente al más antiguo.",
  input: z.object({
    jugadorId: z.uuid().optional(),
    soloPendientes: z.boolean().default(false),
    limite: z.number().int().min(1).max(100).default(30),
  }),
  playerScoped: false,
  run: async (db, input) => {
    const rows = (await listDocuments(db, { playerId: input.jugadorId, limit: 500 })).items;
    return rows
      .filter((row) => !input.soloPendientes || !isSigned(row.status))
      .slice(0, input.limite)
      .map((row) => ({
        id: row.id,
        jugadorId: row.playerId,
        jugador: row.playerName,
        nombre: row.name,
        tipo: row.type,
        estado: row.status,
        firmado: isSigned(row.status),
        fecha: row.date,
      }));
  },
});

export const brandsTool = defineTool({
  name: "marcas",
  description:
    "Marcas con su id, sector, contacto y cuántos patrocinios tienen (y cuántos activos); con sinPatrocinios, solo las que no tienen ninguno.",
  input: z.object({ sinPatrocinios: z.boolean().default(false), limite: z.number().int().min(1).max(100).default(30) }),
  playerScoped: false,
  run: async (db, input) => {
    // Qualified by hand: inside the subquery drizzle would write both columns bare, and "id" would be the deal's.
    const brandId = sql.raw(`"brands"."id"`);
    const count = sql<number>`(select count(*)::int from deals d where d.brand_id = ${brandId})`;
    const active = sql<number>`(select count(*)::int from deals d where d.brand_id = ${brandId} and d.stage = 'Activa')`;
    const rows = await db
      .select({ id: brands.id, name: brands.name, sector: brands.sector, contact: brands.contactEmail, count, active })
      .from(brands)
      .where(input.sinPatrocinios ? sql`${count} = 0` : undefined)
      .orderBy(brands.name)
      .limit(input.limite);
    return rows.map((row) => ({
      id: row.id,
      nombre: row.name,
      sector: row.sector,
      contacto: row.contact,
      patrocinios: row.count,
      patrociniosActivos: row.active,
    }));
  },
});

export const activityTool = defineTool({
  name: "actividad_reciente",
  description:
    "Los últimos cambios registrados en Palco (quién, qué registro, qué acción y cuándo), de toda la agencia o de un jugador.",
  input: z.object({ jugadorId: z.uuid().optional(), limite: z.number().int().min(1).max(50).default(15) }),
  playerScoped: false,
  run: async (db, input) => {
    const page = await listActivity(db, { playerId: input.jugadorId, limit: input.limite });
    return page.items.map((entry) => ({
      quien: entry.actorName,
      registro: entry.entityType,
      registroId: entry.entityId,
      nombre: entry.entityLabel,
      accion: entry.action,
      cuando: entry.createdAt,
    }));
  },
});

export const agendaSummaryTool = defineTool({
  name: "resumen_agenda",
  description:
    "Lo que espera al agente, para un resumen de la semana o «¿qué tengo pendiente?»: eventos de los próximos días, contratos y renovaciones que vencen en 30 días, comisiones vencidas sin cobrar, aprobaciones pendientes, noticias negativas recientes y patrocinios abiertos sin movimiento en 30 días. Cada elemento lleva su id.",
  input: z.object({ dias: z.number().int().min(1).max(31).default(7) }),
  playerScoped: false,
  run: async (db, input, scope) => {
    const [agenda, due, owed, approvals, news, stale] = await Promise.all([
      upcomingEventsTool.run(db, { dias: input.dias, limite: 50 }, scope),
      contractsAndRenewalsDue(db, 30),
      commissionsTool.run(db, { soloVencidas: true, limite: 20 }, scope),
      pendingApprovalsTool.run(db, { limite: 20 }, scope),
      listNewsTool.run(db, { sentimiento: "negativo", limite: 5 }, scope),
      listDeals(db, { stale: "true", limit: 20 }),
    ]);
    return {
      hoy: agenda.hoy,
      eventos: agenda.eventos,
      vencimientos: due,
      comisionesVencidas: { saldo: owed.saldo, plazos: owed.plazos },
      aprobacionesPendientes: approvals,
      noticiasNegativas: news,
      patrociniosSinMovimiento: stale.items.map((deal) => ({
        id: deal.id,
        jugador: deal.playerName,
        marca: deal.brandName,
        etapa: deal.stage,
        ultimoCambio: deal.updatedAt,
      })),
    };
  },
});
