import { Newspaper } from "lucide-react";

import type { NewsItem } from "@shared/schemas/news";
import { SentimentBadge } from "@/components/dashboard-badges";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatDate } from "@/lib/format";

export function RecentNews({ news }: { news: NewsItem[] }) {
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Newspaper className="size-4" />
          <h2>Noticias Recientes</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {news.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">No hay noticias recientes</p>
        ) : (
          <ul className="divide-y">
            {news.map((item) => (
              <li key={item.id} className="space-y-1.5 py-3 first:pt-0 last:pb-0" data-testid="recent-news">
                <div className="flex flex-wrap items-center gap-2">
                  <SentimentBadge sentiment={item.sentiment} />
                  <span className="text-xs text-muted-foreground">{formatDate(item.date)}</span>
                </div>
                <p className="font-medium">{item.title}</p>
                <p className="line-clamp-2 text-sm text-muted-foreground">{item.excerpt}</p>
                <div className="flex flex-wrap gap-2">
                  <Badge tone="outline">{item.source}</Badge>
                  <span className="text-xs text-muted-foreground">{item.playerName}</span>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
