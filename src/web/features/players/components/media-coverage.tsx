import type { NewsItem } from "@shared/schemas/news";
import { SentimentBadge } from "@/components/dashboard-badges";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatDate } from "@/lib/format";

export function MediaCoverage({ news }: { news: NewsItem[] }) {
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>
          <h3>Cobertura Mediática Reciente</h3>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {news.length === 0 ? (
          <p className="py-4 text-center text-sm text-muted-foreground">No hay noticias recientes para este jugador</p>
        ) : (
          <ul className="divide-y">
            {news.map((item) => (
              <li key={item.id} className="space-y-1.5 py-3 first:pt-0 last:pb-0">
                <div className="flex flex-wrap items-center gap-2">
                  <SentimentBadge sentiment={item.sentiment} />
                  <Badge tone="outline">{item.source}</Badge>
                  <span className="text-xs text-muted-foreground">{formatDate(item.date)}</span>
                </div>
                <p className="font-medium">{item.title}</p>
                <p className="text-sm text-muted-foreground">{item.excerpt}</p>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
