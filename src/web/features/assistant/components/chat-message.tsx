import Markdown from "react-markdown";

import { actionTokensIn, withoutActionMarkers } from "@shared/domain/assistant-actions";
import { visibleReply } from "@shared/domain/menu-color";
import { cn } from "@/lib/utils";

import type { ShownMessage } from "../hooks/use-chat";
import { ActionCard } from "./action-card";

/** A link within Palco ("/players/…"): the assistant's own way to a record. */
const isPalcoPath = (href: string | undefined): href is string =>
  !!href && href.startsWith("/") && !href.startsWith("//");

/**
 * One bubble. Replies render Markdown without raw HTML. Only links within Palco are clickable: a reply may quote
 * stored data (a news title with a link in it), and an address from there is shown as text, never followed.
 */
export function ChatMessage({ message }: { message: ShownMessage }) {
  const fromAgent = message.role === "user";
  return (
    <div className={cn("flex", fromAgent ? "justify-end" : "justify-start")}>
      <div
        data-role={message.role}
        className={cn(
          "max-w-[85%] rounded-2xl px-3.5 py-2 text-sm leading-relaxed break-words",
          fromAgent
            ? "rounded-br-sm bg-primary text-primary-foreground whitespace-pre-wrap"
            : "rounded-bl-sm bg-muted text-foreground",
        )}
      >
        {fromAgent ? (
          message.content
        ) : (
          <div className="space-y-2 [&_li]:ml-4 [&_ol]:list-decimal [&_ul]:list-disc [&_ul]:space-y-1 [&_strong]:font-semibold">
            <Markdown
              skipHtml
              components={{
                a: ({ href, children }) =>
                  isPalcoPath(href) ? (
                    <a href={href} className="underline underline-offset-2">
                      {children}
                    </a>
                  ) : (
                    <span>
                      {children}
                      {href ? <span className="break-all text-muted-foreground"> ({href})</span> : null}
                    </span>
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
