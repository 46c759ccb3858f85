import { Bot, Loader2, SendHorizontal, X } from "lucide-react";
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from "react";

import { CHAT_MODE_TEXTS } from "@shared/domain/assistant-examples";
import type { ChatRole } from "@shared/schemas/ai-chat";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/utils";

import { useEngine } from "../api/get-engine";
import { useChat } from "../hooks/use-chat";
import { ChatMessage } from "./chat-message";

// SPEC: a clicked example question is sent after this pause, so the agent sees it land in the input first.
const EXAMPLE_SEND_DELAY_MS = 100;

export type ChatPanelProps = {
  role: ChatRole;
  /** Players in context: none for the whole portfolio. */
  playerIds: string[];
  /** Who the conversation is about, under the mode's title ("Álvaro Martín Ruiz"). */
  about?: string;
  onClose?: () => void;
  /** Put the cursor in the input on open (a panel the agent opened); not for one that is part of a page. */
  autoFocus?: boolean;
  className?: string;
};

export function ChatPanel({ role, playerIds, about, onClose, autoFocus = true, className }: ChatPanelProps) {
  const texts = CHAT_MODE_TEXTS[role];
  const [input, setInput] = useState("");
  const restoreQuestion = useCallback(
    (question: string) => setInput((current) => (current.trim() === "" ? question : current)),
    [],
  );
  const { messages, pending, engine, send } = useChat({ role, playerIds, onFailedQuestion: restoreQuestion });
  const configuredEngine = useEngine();
  const scrollRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const exampleTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    if (autoFocus) inputRef.current?.focus();
  }, [autoFocus]);
  useEffect(() => () => clearTimeout(exampleTimer.current), []);
  useEffect(() => {
    const list = scrollRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages, pending]);

  const submit = (text: string) => {
    if (text.trim() === "" || pending) return;
    setInput("");
    void send(text);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit(input);
    }
  };

  const askExample = (example: string) => {
    setInput(example);
    clearTimeout(exampleTimer.current);
    exampleTimer.current = setTimeout(() => submit(example), EXAMPLE_SEND_DELAY_MS);
  };

  const waitingForFirstWord = pending && messages.at(-1)?.role === "user";
  const engineLabel = engine ?? configuredEngine.data?.label;

  return (
    <section
      aria-label={`Asistente: ${texts.title}`}
      className={cn("flex flex-col overflow-hidden bg-card text-card-foreground", className)}
    >
      <header className="flex items-start gap-3 border-b px-4 py-3">
        <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
          <Bot className="size-4" aria-hidden />
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="text-sm font-semibold">{texts.title}</h2>
          <p className="truncate text-xs text-muted-foreground" data-testid="chat-engine">
            {about ? `${about} · ` : ""}
            {engineLabel ? `Responde: ${engineLabel}` : "Asistente de Palco"}
          </p>
        </div>
        {onClose ? (
          <Button
            variant="ghost"
            size="icon"
            className="-mr-2 sm:size-8"
            onClick={onClose}
            aria-label="Cerrar asistente"
          >
            <X className="size-4" />
          </Button>
        ) : null}
      </header>

      <div
        ref={scrollRef}
        className="flex-1 space-y-3 overflow-y-auto px-4 py-4"
        aria-live="polite"
        aria-busy={pending}
      >
        {messages.length === 0 ? (
          <div className="space-y-3">
            <p className="text-sm text-muted-foreground">
              {role === "player"
                ? "Pregúntame por tus datos. Algunas ideas:"
                : "Pregúntame por tu cartera. Algunas ideas:"}
            </p>
            <ul className="space-y-2">
              {texts.examples.map((example) => (
                <li key={example}>
                  <button
                    type="button"
                    onClick={() => askExample(example)}
                    disabled={pending}
                    className="w-full rounded-lg border bg-background px-3 py-2 text-left text-sm transition-colors hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/40 focus-visible:outline-none"
                  >
                    {example}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ) : (
          messages.map((message) => <ChatMessage key={message.id} message={message} />)
        )}
        {waitingForFirstWord ? (
          <div className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
            <Loader2 className="size-4 animate-spin" aria-hidden />
            Pensando...
          </div>
        ) : null}
      </div>

      <form
        className="flex items-end gap-2 border-t p-3"
        onSubmit={(event) => {
          event.preventDefault();
          submit(input);
        }}
      >
        <Textarea
          ref={inputRef}
          value={input}
          onChange={(event) => setInput(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={texts.placeholder}
          aria-label="Mensaje para el asistente"
          maxLength={4000}
          className="max-h-[120px] min-h-[60px] resize-none [field-sizing:content]"
        />
        <Button type="submit" size="icon" disabled={pending || input.trim() === ""} aria-label="Enviar">
          {pending ? <Loader2 className="size-4 animate-spin" /> : <SendHorizontal className="size-4" />}
        </Button>
      </form>
    </section>
  );
}
