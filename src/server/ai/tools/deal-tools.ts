import { z } from "zod";

import { DEAL_STAGES } from "../../../shared/domain/enums";
import { getDealSummary, listDeals } from "../../modules/deals";
import { contractsAndRenewalsDue, searchBrands } from "../assistant-reads";
import { defineTool, scopedPlayerId } from "./registry";

export const listDealsTool = defineTool({
  name: "listar_patrocinios",
  description:
    "Lista patrocinios (deals) filtrando por etapa (Prospect, Negociación, Activa, Cerrada), jugador o marca.",
  input: z.object({
    etapa: z.enum(DEAL_STAGES).optional(),
    jugadorId: z.uuid().optional(),
    marcaId: z.uuid().optional().describe("Id de la marca (usa buscar_marcas para obtenerlo)"),
    limite: z.number().int().min(1).max(50).default(20),
  }),
  playerScoped: true,
  run: async (db, input, scope) => {
    const page = await listDeals(db, {
      stage: input.etapa,
      playerId: scopedPlayerId(scope, input.jugadorId),
      brandId: input.marcaId,
      limit: input.limite,
    });
    return page.items.map((deal) => ({
      id: deal.id,
      jugadorId: deal.playerId,
      marcaId: deal.brandId,
      jugador: deal.playerName,
      marca: deal.brandName,
      etapa: deal.stage,
      tipo: deal.type,
      importe: deal.fee,
      importeEuros: deal.feeAmount,
      inicio: deal.startDate,
      renovacion: deal.renewDate,
      entregables: deal.deliverables,
    }));
  },
});

export const pipelineSummaryTool = defineTool({
  name: "resumen_pipeline",
  description: "Número de patrocinios y suma de sus importes en euros por etapa del pipeline.",
  input: z.object({}),
  playerScoped: false,
  run: async (db) => getDealSummary(db),
});

export const contractsDueTool = defineTool({
  name: "vencimientos",
  description: "Contratos de jugadores que terminan y renovaciones de patrocinios que vencen en los próximos días.",
  input: z.object({ dias: z.number().int().min(1).max(730).default(90), jugadorId: z.uuid().optional() }),
  playerScoped: true,
  run: async (db, input, scope) => contractsAndRenewalsDue(db, input.dias, scopedPlayerId(scope, input.jugadorId)),
});

export const searchBrandsTool = defineTool({
  name: "buscar_marcas",
  description: "Busca marcas por nombre. Devuelve id, nombre y sector.",
  input: z.object({ consulta: z.string().trim().max(100).default("") }),
  playerScoped: false,
  run: async (db, input) => searchBrands(db, input.consulta),
});
