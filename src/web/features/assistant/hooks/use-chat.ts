import { useCallback, useEffect, useRef, useState } from "react";

import { withoutActionMarkers } from "@shared/domain/assistant-actions";
import { extractMenuColorMarkers, menuTextTone } from "@shared/domain/menu-color";
import { AI_ERROR_MESSAGES, type ChatRole } from "@shared/schemas/ai-chat";
import { applyMenuAppearance } from "@/hooks/use-menu-appearance";
import { saveMenuColor } from "@/lib/menu-color";
import { toast } from "@/lib/toast";

import { streamChat } from "../api/stream-chat";

export type ShownMessage = { id: number; role: "user" | "assistant"; content: string };

let nextId = 1;

async function changeMenuColour(value: string, css: string) {
  applyMenuAppearance({ color: css, textTone: menuTextTone(css) });
  toast.success(`Color del menú cambiado a ${value}`);
  try {
    await saveMenuColor(css);
  } catch {
    toast.error("No se pudo guardar el color del menú", { description: "Se verá hasta que recargues la página." });
  }
}

/** One conversation with the assistant: the messages shown, whether a reply is on its way, and how to send. */
export function useChat(options: {
  role: ChatRole;
  playerIds: string[];
  onFailedQuestion?: (question: string) => void;
}) {
  const [messages, setMessages] = useState<ShownMessage[]>([]);
  const [pending, setPending] = useState(false);
  const [engine, setEngine] = useState<string | null>(null);
  const pendingRef = useRef(false);
  const messagesRef = useRef<ShownMessage[]>([]);
  const abortRef = useRef<AbortController | null>(null);
  const { role, playerIds, onFailedQuestion } = options;

  useEffect(() => () => abortRef.current?.abort(), []);

  const update = (next: ShownMessage[]) => {
    messagesRef.current = next;
    setMessages(next);
  };

  const send = useCallback(
    async (text: string) => {
      const question = text.trim();
      if (question === "" || pendingRef.current) return;
      pendingRef.current = true;
      setPending(true);
      const history = [...messagesRef.current, { id: nextId++, role: "user" as const, content: question }];
      update(history);
      const controller = new AbortController();
      abortRef.current = controller;
      let reply = "";
      const replyId = nextId++;
      try {
        const answeredBy = await streamChat(
          // Proposal markers are for this browser's cards, not for the engine reading the conversation.
          {
            role,
            playerIds,
            messages: history.map(({ role: author, content }) => ({
              role: author,
              content: withoutActionMarkers(content),
            })),
          },
          (piece) => {
            reply += piece;
            const withoutReply = messagesRef.current.filter((message) => message.id !== replyId);
            update([...withoutReply, { id: replyId, role: "assistant", content: reply }]);
          },
          controller.signal,
        );
        setEngine(answeredBy || null);
        const { colours } = extractMenuColorMarkers(reply);
        const colour = colours.at(-1);
        if (colour) void changeMenuColour(colour.value, colour.css);
      } catch (error) {
        if (controller.signal.aborted) return;
        toast.error(error instanceof Error && error.message ? error.message : AI_ERROR_MESSAGES.chatFailed);
        // SPEC: the last message is removed. When it is the question, it goes back to the input, not lost.
        const last = messagesRef.current.at(-1);
        update(messagesRef.current.slice(0, -1));
        if (last?.role === "user") onFailedQuestion?.(last.content);
      } finally {
        pendingRef.current = false;
        setPending(false);
      }
    },
    [role, playerIds, onFailedQuestion],
  );

  return { messages, pending, engine, send };
}
