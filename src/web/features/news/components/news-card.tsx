import type { NewsItem } from "@shared/schemas/news";
import { SentimentBadge } from "@/components/dashboard-badges";
import { RecordActions } from "@/components/record-actions";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { formatDate } from "@/lib/format";

type NewsCardProps = { item: NewsItem; onEdit: (item: NewsItem) => void; onDelete: (item: NewsItem) => void };

/** A clipping: sentiment, date, title, excerpt, source and player, with edit and delete. */
export function NewsCard({ item, onEdit, onDelete }: NewsCardProps) {
  return (
    <Card className="gap-3 p-5" data-testid="news-item">
      <div className="flex flex-wrap items-center gap-2">
        <SentimentBadge sentiment={item.sentiment} />
        <span className="text-xs text-muted-foreground">{formatDate(item.date)}</span>
      </div>
      <h2 className="font-semibold break-words">{item.title}</h2>
      {item.excerpt ? <p className="text-sm text-muted-foreground">{item.excerpt}</p> : null}
      <div className="flex flex-wrap items-center justify-between gap-2 border-t pt-3">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone="outline">{item.source}</Badge>
          <span className="text-xs text-muted-foreground">{item.playerName}</span>
        </div>
        <RecordActions
          resource="news"
          withText
          label={item.title}
          onEdit={() => onEdit(item)}
          onDelete={() => onDelete(item)}
        />
      </div>
    </Card>
  );
}
