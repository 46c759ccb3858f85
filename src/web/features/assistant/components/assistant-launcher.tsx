import { MessageCircle, X } from "lucide-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation } from "react-router";

import { OptionalPart } from "@/components/optional-part";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { cn } from "@/lib/utils";

// The panel, its Markdown and its stream parser load on first open, not with every screen.
const ChatPanel = lazy(() => import("./chat-panel").then((module) => ({ default: module.ChatPanel })));

const PHONE =
  "max-md:fixed max-md:inset-0 max-md:z-50 max-md:h-auto max-md:max-h-none max-md:w-auto max-md:rounded-none max-md:border-0";

/**
 * The floating assistant button at bottom right. On a player's page (the shell says which, and the name once
 * known) it opens a side panel about that player; anywhere else a panel about the whole portfolio. Agent mode in
 * both (SPEC.md).
 */
export function AssistantLauncher({ playerId, playerName }: { playerId?: string; playerName?: string }) {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();

  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false);
    };
    window.addEventListener("keydown", closeOnEscape);
    return () => window.removeEventListener("keydown", closeOnEscape);
  }, [open]);

  // The approvals screen has its own assistant, in player mode.
  if (pathname.startsWith(paths.approvals)) return null;

  const label = open ? "Cerrar asistente" : playerId ? "Abrir asistente del jugador" : "Abrir asistente";
  return (
    <>
      {open ? (
        <OptionalPart>
          <Suspense fallback={null}>
            <ChatPanel
              // A new context starts a new conversation.
              key={playerId ?? "portfolio"}
              role="agent"
              playerIds={playerId ? [playerId] : []}
              about={playerName}
              onClose={() => setOpen(false)}
              className={cn(
                "fixed z-40 border shadow-2xl",
                playerId
                  ? "inset-y-0 right-0 w-96 border-y-0 border-r-0"
                  : "right-6 bottom-24 h-[600px] max-h-[calc(100svh-7.5rem)] w-96 rounded-xl",
                PHONE,
              )}
            />
          </Suspense>
        </OptionalPart>
      ) : null}
      <Button
        size="icon"
        onClick={() => setOpen((current) => !current)}
        aria-label={label}
        aria-expanded={open}
        title={label}
        className={cn(
          "fixed right-6 bottom-6 z-40 size-14 rounded-full shadow-lg",
          open && "max-md:hidden",
          open && playerId && "md:right-[25.5rem]",
        )}
      >
        {open ? <X className="size-6" /> : <MessageCircle className="size-6" />}
      </Button>
    </>
  );
}
