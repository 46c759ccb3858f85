import { z } from "zod";

import { entityId, strictObject } from "./common";

export const CHAT_ROLES = ["agent", "player"] as const;
export type ChatRole = (typeof CHAT_ROLES)[number];

export const MAX_CHAT_MESSAGES = 50;
export const MAX_CHAT_MESSAGE_CHARS = 4000;
/** Players the browser may name as context; the floating panel sends none, meaning the whole portfolio. */
export const MAX_CONTEXT_PLAYERS = 200;

const chatMessage = strictObject({
  role: z.enum(["user", "assistant"], { error: "Cada mensaje debe ser del usuario o del asistente" }),
  content: z
    .string({ error: "Cada mensaje debe tener un texto" })
    .max(MAX_CHAT_MESSAGE_CHARS, `Un mensaje no puede superar ${MAX_CHAT_MESSAGE_CHARS} caracteres`),
});
export type ChatMessage = z.infer<typeof chatMessage>;

// SPEC.md lets the page send whole player objects; only their ids are read; the server loads the rest itself.
const contextPlayer = z.looseObject({ id: entityId("Jugador de contexto no válido") });

export const chatRequestSchema = strictObject({
  messages: z
    .array(chatMessage, { error: "Faltan los mensajes" })
    .min(1, "Escribe un mensaje")
    .max(MAX_CHAT_MESSAGES, `La conversación no puede superar ${MAX_CHAT_MESSAGES} mensajes`)
    .refine((messages) => messages.at(-1)?.role === "user", "El último mensaje debe ser del usuario")
    .refine((messages) => messages.at(-1)?.content.trim() !== "", "Escribe un mensaje"),
  role: z.enum(CHAT_ROLES, { error: "El modo debe ser agent o player" }).default("agent"),
  playerData: z
    .array(contextPlayer, { error: "playerData debe ser una lista de jugadores" })
    .max(MAX_CONTEXT_PLAYERS, `playerData no puede superar ${MAX_CONTEXT_PLAYERS} jugadores`)
    .default([]),
});
export type ChatRequest = z.infer<typeof chatRequestSchema>;

/** One event of the chat stream (SPEC.md section 7), or Palco's error event that ends a failed stream. */
export type ChatStreamEvent = { choices: { delta: { content?: string } }[] } | { error: { message: string } };

/** SPEC.md section 8's texts for a failed AI call: the server answers them, the browser shows them. */
export const AI_ERROR_MESSAGES = {
  rateLimited: "Límite de solicitudes alcanzado. Intenta en unos minutos.",
  creditsRequired: "Se requiere recarga de créditos.",
  chatFailed: "Error al comunicarse con el asistente",
} as const;

/** Which engine answered, sent as the X-Palco-Engine header and shown by the panel. */
export const ENGINE_HEADER = "x-palco-engine";
