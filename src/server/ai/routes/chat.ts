import { Hono } from "hono";
import { z } from "zod";

import { ACTION_MESSAGES, neutralizeActionMarkers } from "../../../shared/domain/assistant-actions";
import { agencyToday } from "../../../shared/domain/calendar-day";
import { chatRequestSchema } from "../../../shared/schemas/ai-chat";
import { strictObject } from "../../../shared/schemas/common";
import type { Database } from "../../db/client";
import type { AppEnv } from "../../http/app-env";
import { notFound, validationError } from "../../http/errors";
import { sessionPlayerId } from "../../http/player-scope";
import { laggingDb } from "../../http/read-your-writes";
import { parseJsonBody } from "../../http/validation";
import { logError } from "../../safe-log";
import { confirmProposal } from "../actions/confirm-proposal";
import { signProposal, verifyProposal, type ProposalSigner } from "../actions/proposals";
import { playersByIds } from "../assistant-reads";
import { modelReply, offlineReply } from "../chat/reply-sources";
import { nextWithin, sseResponse, STALLED_MESSAGE, StalledReplyError } from "../chat/sse-response";
import { systemPrompt } from "../chat/system-prompt";
import { engineAccessOf, FULL_ACCESS } from "../offline/catalogue-route";
import { answerOffline } from "../offline/engine";
import { intentClassifier } from "../offline/understanding/intents/intent-classifier";
import { engineInfo, languageModelFor } from "../provider";
import { abortWhenClientLeaves } from "../request-abort";
import type { AiSettings } from "../settings";
import type { ToolScope } from "../tools/registry";
import { providerHttpError } from "./provider-errors";

export type AiChatOptions = AiSettings & {
  /** Pause between the offline engine's words, so its answer streams like a model's. */
  offlineChunkDelayMs?: number;
};

const confirmSchema = strictObject({
  token: z
    .string({ error: ACTION_MESSAGES.invalid })
    .min(1, ACTION_MESSAGES.invalid)
    .max(20_000, ACTION_MESSAGES.invalid),
});

const OFFLINE_CHUNK_DELAY_MS = 12;

export function aiChatRoutes(db: Database, settings: AiChatOptions, secret: string) {
  // The offline engine's intent classifier trains in about 0.1 s: at start, not on the first question.
  void intentClassifier();
  const sign: ProposalSigner = (proposal) => signProposal(secret, proposal);
  const isOurProposal = (token: string) => verifyProposal(secret, token) !== null;
  const engine = engineInfo(settings.provider);
  const model = languageModelFor(settings.provider);

  return (
    new Hono<AppEnv>()
      .get("/engine", (c) => c.json(engine))
      // "Confirmar" on a proposal card: nothing is written before this, and only what the server itself proposed.
      .post("/actions/confirm", async (c) => {
        const { token } = await parseJsonBody(c, confirmSchema);
        const proposal = verifyProposal(secret, token);
        if (!proposal) throw validationError(ACTION_MESSAGES.invalid);
        const { user } = c.get("session");
        return c.json(await confirmProposal(db, proposal, { id: user.id, name: user.name }));
      })
      .post("/chat", async (c) => {
        const asked = await parseJsonBody(c, chatRequestSchema);
        // A player's session talks about the player alone, whatever mode and players the request names.
        const ownPlayer = c.get("session").user.role === "player" ? sessionPlayerId(c) : undefined;
        const request = ownPlayer ? { ...asked, role: "player" as const, playerData: [{ id: ownPlayer }] } : asked;
        const ids = [...new Set(request.playerData.map((player) => player.id))];
        if (request.role === "player" && ids.length !== 1)
          throw validationError("El modo jugador necesita un único jugador en playerData");
        // The assistant only reads (a proposal is written on confirmation, on the primary): its reads may lag.
        const reader = await laggingDb(c);
        const contextPlayers = await playersByIds(reader, ids);
        if (request.role === "player" && contextPlayers.length === 0) throw notFound("Jugador no encontrado");
        const viewer = c.get("viewer");
        // The member's role and reach cut what the assistant reads, as they cut every screen.
        const access = viewer ? engineAccessOf(viewer, c.get("reach") ?? null) : FULL_ACCESS;
        const scope: ToolScope =
          request.role === "player"
            ? { playerId: contextPlayers[0]!.id, hidden: access.hidden }
            : { reach: access.reach, hidden: access.hidden };

        const controller = abortWhenClientLeaves(c);
        const abort = (reason: string) => controller.abort(new Error(reason));

        const source = model
          ? modelReply({
              model,
              db: reader,
              scope,
              system: systemPrompt(request.role, contextPlayers, agencyToday()),
              messages: request.messages,
              signal: controller.signal,
              sign,
            })
          : offlineReply(
              // The engine quotes stored data: only the markers this server signed stay whole.
              answerOffline(reader, {
                messages: request.messages,
                role: request.role,
                contextPlayers,
                sign,
                access,
              }).then((text) => neutralizeActionMarkers(text, isOurProposal)),
              controller.signal,
              settings.offlineChunkDelayMs ?? OFFLINE_CHUNK_DELAY_MS,
            );

        const common = {
          source,
          timeoutMs: settings.timeoutMs,
          engine: engine.label,
          abort,
          onError: (error: unknown) => {
            // A reply cut short because the browser left is not a fault.
            if (!controller.signal.aborted) logError(`[${c.get("requestId")}] chat stream`, error);
          },
        };
        // The first piece decides the status: a provider's 429 or 402 arrives before any text.
        try {
          const first = await nextWithin(source, settings.timeoutMs);
          return sseResponse({ ...common, first: first.done ? [] : [first.value] });
        } catch (error) {
          if (error instanceof StalledReplyError) {
            abort("stalled");
            return sseResponse({ ...common, first: [], failedWith: STALLED_MESSAGE });
          }
          if (!model) throw error;
          const httpError = providerHttpError(error);
          if (httpError.status >= 500) logError(`[${c.get("requestId")}] chat provider`, error);
          throw httpError;
        }
      })
  );
}
