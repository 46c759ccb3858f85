import type { EventType, NewsSentiment } from "@shared/domain/enums";
import { Badge } from "@/components/ui/badge";
import { capitalize } from "@/lib/format";

// The badges of news and events, apart from the other status badges: the dashboard shows these two and its first
// paint loads only them.

export function SentimentBadge({ sentiment }: { sentiment: NewsSentiment }) {
  const tone = sentiment === "positivo" ? "success" : sentiment === "negativo" ? "destructive" : "muted";
  return <Badge tone={tone}>{capitalize(sentiment)}</Badge>;
}

export function EventTypeBadge({ type }: { type: EventType }) {
  return <Badge tone="outline">{type}</Badge>;
}
