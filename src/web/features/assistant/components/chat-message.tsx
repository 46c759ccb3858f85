import { actionTokensIn, withoutActionMarkers } from "@shared/domain/assistant-actions";
import { visibleReply } from "@shared/domain/menu-color";
import Markdown from "react-markdown";
import { cn } from "@/lib/utils";
import { ActionCard } from "./action-card";
import type { ShownMessage } from "../hooks/use-chat";

/** One bubble. Replies render Markdown without raw HTML; links open apart and carry no referrer. */
export function ChatMessage({ message }: { message: ShownMessage }) {
  const fromAgent = message.role === "user";
  return (
    <div className={cn("flex", fromAgent ? "justify-end" : "justify-start")}>
      <div
        data-role={message.role}
        className={cn(
          "max-w-[85%] rounded-2xl px-3.5 py-2 text-sm leading-relaxed break-words",
          fromAgent ? "rounded-br-sm bg-primary text-primary-foreground whitespace-pre-wrap" : "rounded-bl-sm bg-muted text-foreground",
        )}
      >
        {fromAgent ? (
          message.content
        ) : (
          <div className="space-y-2 [&_li]:ml-4 [&_ol]:list-decimal [&_ul]:list-disc [&_ul]:space-y-1 [&_strong]:font-semibold">
            <Markdown
              skipHtml
              components={{
                a: ({ href, children }) => (
                  <a href={href} target="_blank" rel="noopener noreferrer" className="underline underline-offset-2">
                    {children}
                  </a>
                ),
              }}
            >
              {withoutActionMarkers(visibleReply(message.content))}
            </Markdown>
            {actionTokensIn(message.content).map((token) => (
              <ActionCard key={token} token={token} />
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
