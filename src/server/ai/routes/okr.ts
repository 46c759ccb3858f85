import { Hono } from "hono";

import { agencyToday } from "../../../shared/domain/calendar-day";
import {
  fullOkrSuggestionsSchema,
  keyResultSuggestionsSchema,
  okrSuggestionRequestSchema,
} from "../../../shared/schemas/okr-suggestions";
import type { Database } from "../../db/client";
import { DomainError } from "../../domain-errors";
import type { AppEnv } from "../../http/app-env";
import { HttpError, notFound } from "../../http/errors";
import { parseJsonBody } from "../../http/validation";
import { logError } from "../../safe-log";
import { getPlayerOverview } from "../../views/player-overview/queries";
import { keyResultsFromObjectiveAndData } from "../okr/key-results-from-data";
import { modelSuggestions } from "../okr/model-suggestions";
import { okrsForPlayer } from "../okr/okrs-for-player";
import { playerPriorities } from "../okr/player-priorities";
import { languageModelFor } from "../provider";
import { abortWhenClientLeaves } from "../request-abort";
import type { AiSettings } from "../settings";
import { providerHttpError } from "./provider-errors";

const INSTRUCTIONS =
  "Eres consultor de una agencia de representación de futbolistas. Escribes OKRs en español: resultados clave concretos y medibles, " +
  "con meta numérica, valor actual y unidad breve (%, seguidores, acuerdos, eventos...). Responde solo con el JSON pedido.";

export function aiOkrRoutes(db: Database, settings: AiSettings) {
  const model = languageModelFor(settings.provider);

  return new Hono<AppEnv>().post("/okr-suggestions", async (c) => {
    const request = await parseJsonBody(c, okrSuggestionRequestSchema);
    const controller = abortWhenClientLeaves(c);
    const timer = setTimeout(() => controller.abort(new Error("timeout")), settings.timeoutMs);
    try {
      if (request.type === "key-results") {
        if (!model)
          return c.json({ keyResults: await keyResultsFromObjectiveAndData(db, request.objective, agencyToday()) });
        const prompt = `Propón entre 3 y 4 resultados clave (current = 0) para el objetivo: «${request.objective}».`;
        return c.json(
          await modelSuggestions(model, keyResultSuggestionsSchema, INSTRUCTIONS, prompt, controller.signal),
        );
      }
      const today = agencyToday();
      const overview = await getPlayerOverview(db, request.playerData.id, today);
      if (!overview) throw notFound("Jugador no encontrado");
      if (!model) {
        const priorities = await playerPriorities(db, overview.player.id, today);
        return c.json({ okrs: okrsForPlayer(overview, request.quarter, request.year, today, priorities) });
      }
      const facts = {
        jugador: overview.player.name,
        equipo: overview.player.team,
        seguidores: overview.player.social,
        sentimiento: overview.player.sentiment,
        patrocinios: overview.deals.map((deal) => ({
          marca: deal.brandName,
          etapa: deal.stage,
          renovacion: deal.renewDate,
        })),
        inversiones: overview.investments.map((item) => ({
          nombre: item.name,
          riesgo: item.risk,
          estado: item.status,
        })),
        eventos: overview.events
          .filter((event) => event.date >= today)
          .map((event) => ({ titulo: event.title, fecha: event.date })),
      };
      const prompt = `Crea exactamente 3 OKRs para ${request.quarter} de ${request.year} con estos datos reales (usa los valores actuales como current):\n${JSON.stringify(facts)}`;
      return c.json(await modelSuggestions(model, fullOkrSuggestionsSchema, INSTRUCTIONS, prompt, controller.signal));
    } catch (error) {
      if (error instanceof HttpError || error instanceof DomainError || !model) throw error;
      const httpError = providerHttpError(error);
      if (httpError.status >= 500) logError(`[${c.get("requestId")}] okr suggestions`, error);
      throw httpError.status >= 500
        ? new HttpError(502, "provider_error", "La IA no devolvió sugerencias válidas")
        : httpError;
    } finally {
      clearTimeout(timer);
    }
  });
}
