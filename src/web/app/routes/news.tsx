import { Newspaper, Plus } from "lucide-react";
import { lazy, Suspense } from "react";
import { useSearchParams } from "react-router";

import { NEWS_SENTIMENTS } from "@shared/domain/enums";
import type { NewsItem } from "@shared/schemas/news";
import { Allowed } from "@/components/allowed";
import { EmptyState } from "@/components/empty-state";
import { ErrorState } from "@/components/error-state";
import { ExportCsvButton } from "@/components/export-csv-button";
import { LoadMoreButton } from "@/components/load-more-button";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { useNews, type NewsFilter } from "@/features/news/api/get-news";
import { NewsCard } from "@/features/news/components/news-card";
import { NewsFilters } from "@/features/news/components/news-filters";
import { useRecordDialogs } from "@/hooks/use-record-dialogs";
import { usePlayerOptions } from "@/lib/player-options";

// The form (zod, react-hook-form) and the confirmation load when first opened.
const NewsFormDialog = lazy(() =>
  import("@/features/news/components/news-form-dialog").then((m) => ({ default: m.NewsFormDialog })),
);
const DeleteNewsDialog = lazy(() =>
  import("@/features/news/components/delete-news-dialog").then((m) => ({ default: m.DeleteNewsDialog })),
);

function filterFrom(params: URLSearchParams): NewsFilter {
  const sentiment = NEWS_SENTIMENTS.find((value) => value === params.get("sentimiento"));
  return { playerId: params.get("jugador") ?? undefined, sentiment };
}

export function NewsRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = filterFrom(searchParams);
  const news = useNews(filter);
  const players = usePlayerOptions();
  const dialogs = useRecordDialogs<NewsItem>();
  const items = news.data?.pages.flatMap((page) => page.items) ?? [];
  const filtered = Boolean(filter.playerId || filter.sentiment);

  const changeFilter = (next: NewsFilter) => {
    const params: Record<string, string> = {};
    if (next.playerId) params.jugador = next.playerId;
    if (next.sentiment) params.sentimiento = next.sentiment;
    setSearchParams(params, { replace: true });
  };

  return (
    <div className="space-y-6">
      <PageHeader
        title="Noticias y Clipping"
        description="Cobertura de prensa de tus jugadores y su tono"
        actions={
          <>
            <Allowed action="export" resource="news">
              <ExportCsvButton resource="news" filters={{ playerId: filter.playerId, sentiment: filter.sentiment }} />
            </Allowed>
            <Allowed action="create" resource="news">
              <Button onClick={() => dialogs.openForm(undefined)}>
                <Plus /> Nueva Noticia
              </Button>
            </Allowed>
          </>
        }
      />
      <NewsFilters value={filter} players={players.data ?? []} onChange={changeFilter} />

      {news.isPending ? (
        <p className="text-sm text-muted-foreground" role="status">
          Cargando...
        </p>
      ) : news.isError ? (
        <ErrorState message="No se pudieron cargar las noticias." onRetry={() => void news.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState icon={<Newspaper className="size-6" />}>
          {filtered
            ? "No hay noticias con estos filtros"
            : "Todavía no hay noticias. Añade la primera con «Nueva Noticia»."}
        </EmptyState>
      ) : (
        <div className="space-y-4">
          <div className="grid gap-4 lg:grid-cols-2">
            {items.map((item) => (
              <NewsCard key={item.id} item={item} onEdit={dialogs.openForm} onDelete={dialogs.askDelete} />
            ))}
          </div>
          <LoadMoreButton pages={news} />
        </div>
      )}

      <Suspense fallback={null}>
        {dialogs.form.used ? (
          <NewsFormDialog
            open={dialogs.form.open}
            onOpenChange={dialogs.form.onOpenChange}
            players={players.data ?? []}
            item={dialogs.form.editing}
          />
        ) : null}
        {dialogs.remove.used ? <DeleteNewsDialog item={dialogs.remove.target} onClose={dialogs.remove.close} /> : null}
      </Suspense>
    </div>
  );
}
