import type { ChatRole } from "../schemas/ai-chat";

/** What each chat mode suggests: the panel shows these, and the offline engine offers them when it cannot answer. */
export const CHAT_MODE_TEXTS: Record<ChatRole, { title: string; placeholder: string; examples: string[] }> = {
  agent: {
    title: "Modo Agente",
    placeholder: "Pregunta por tus jugadores, patrocinios, eventos...",
    examples: [
      "¿Quién tiene más seguidores?",
      "¿Qué patrocinios están en negociación?",
      "¿Cuál es el próximo evento?",
      "¿Qué contratos o renovaciones vencen pronto?",
    ],
  },
  player: {
    title: "Modo Jugador",
    placeholder: "Pregunta por tus seguidores, patrocinios o agenda...",
    examples: [
      "¿Cuántos seguidores tengo?",
      "¿Cuál es mi próximo evento?",
      "¿Qué patrocinios tengo?",
      "¿Cómo va mi engagement?",
    ],
  },
};
