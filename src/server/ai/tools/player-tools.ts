import { z } from "zod";

import { agencyToday } from "../../../shared/domain/calendar-day";
import { totalFollowers } from "../../../shared/domain/followers";
import { listPlayers } from "../../modules/players";
import { getPlayerOverview } from "../../views/player-overview/queries";
import { countPlayers, RANK_METRICS, rankPlayers } from "../assistant-reads";
import { defineTool, scopedPlayerId } from "./registry";

const playerId = z.uuid({ error: "Identificador de jugador no válido" });

export const searchPlayersTool = defineTool({
  name: "buscar_jugadores",
  description: "Busca jugadores de la cartera por nombre, posición o equipo. Devuelve id, nombre, equipo y posición.",
  input: z.object({
    consulta: z.string().trim().min(1).max(100).describe("Texto a buscar, p. ej. un nombre o apellido"),
  }),
  playerScoped: false,
  run: async (db, input) => {
    const page = await listPlayers(db, { q: input.consulta, limit: 10 });
    return page.items.map(({ id, name, team, position }) => ({ id, name, team, position }));
  },
});

export const getPlayerTool = defineTool({
  name: "ficha_jugador",
  description:
    "Ficha completa de un jugador: equipo, posición, edad, valor de mercado, fin de contrato, seguidores por red y totales, engagement, sentimiento, patrocinios, inversiones, próximos eventos y noticias recientes.",
  input: z.object({ jugadorId: playerId.optional().describe("Id del jugador (usa buscar_jugadores para obtenerlo)") }),
  playerScoped: true,
  run: async (db, input, scope) => {
    const id = scopedPlayerId(scope, input.jugadorId);
    if (!id) return { error: "Falta el jugador" };
    const today = agencyToday();
    const overview = await getPlayerOverview(db, id, today);
    if (!overview) return { error: "Jugador no encontrado" };
    const { player } = overview;
    return {
      id: player.id,
      nombre: player.name,
      equipo: player.team,
      posicion: player.position,
      nacionalidad: player.nationality,
      edad: player.age,
      valorDeMercado: player.marketValue,
      contratoHasta: player.contractUntil,
      seguidores: { ...player.social, total: totalFollowers(player.social) },
      sentimiento: player.sentiment,
      patrocinios: overview.deals.map((deal) => ({
        marca: deal.brandName,
        etapa: deal.stage,
        tipo: deal.type,
        importe: deal.fee,
        renovacion: deal.renewDate,
      })),
      inversiones: overview.investments.map((item) => ({
        nombre: item.name,
        tipo: item.type,
        importe: item.amount,
        riesgo: item.risk,
        estado: item.status,
        rentabilidadEsperada: item.expectedReturn,
      })),
      proximosEventos: overview.events
        .filter((event) => event.date >= today)
        .slice(0, 5)
        .map(({ title, type, date, time, location }) => ({
          titulo: title,
          tipo: type,
          fecha: date,
          hora: time,
          lugar: location,
        })),
      noticias: overview.news.slice(0, 5).map(({ title, source, sentiment, date }) => ({
        titulo: title,
        fuente: source,
        sentimiento: sentiment,
        fecha: date,
      })),
    };
  },
});

export const rankPlayersTool = defineTool({
  name: "clasificar_jugadores",
  description:
    "Ordena los jugadores de la cartera por seguidores (totales o de una red), engagement (medio, o de Instagram o TikTok), sentimiento, valor de mercado (euros) o fin de contrato (días desde 1970-01-01; asc = el que acaba antes), de mayor a menor o al revés. También dice cuántos jugadores hay.",
  input: z.object({
    metrica: z
      .enum(RANK_METRICS)
      .describe(
        "followers (total), instagram, tiktok, x, youtube, engagement, instagram_engagement, tiktok_engagement, sentiment, market_value o contract_end",
      ),
    orden: z.enum(["desc", "asc"]).default("desc"),
    limite: z.number().int().min(1).max(10).default(3),
  }),
  playerScoped: false,
  run: async (db, input) => {
    const [ranking, total] = await Promise.all([
      rankPlayers(db, input.metrica, input.orden, input.limite),
      countPlayers(db),
    ]);
    return {
      totalJugadores: total,
      ranking: ranking.map(({ player, value }) => ({ id: player.id, nombre: player.name, valor: value })),
    };
  },
});
