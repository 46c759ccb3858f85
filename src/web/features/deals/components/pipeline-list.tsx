import { Handshake } from "lucide-react";

import type { DealStage } from "@shared/domain/enums";
import { STALE_AFTER_DAYS } from "@shared/domain/pipeline-hygiene";
import { EmptyState } from "@/components/empty-state";
import { ErrorState } from "@/components/error-state";
import { LoadMoreButton } from "@/components/load-more-button";

import { useDeals } from "../api/get-deals";
import { PipelineDealCard, type PipelineDealActions } from "./pipeline-deal-card";

type PipelineListProps = Omit<PipelineDealActions, "busy"> & {
  stage: DealStage | undefined;
  stale: boolean;
  busyDealId: string | undefined;
};

/** The pipeline as cards in two columns, filtered by stage, newest first, a page at a time. */
export function PipelineList({ stage, stale, busyDealId, ...actions }: PipelineListProps) {
  const deals = useDeals(stage, stale);
  const items = deals.data?.pages.flatMap((page) => page.items) ?? [];

  if (deals.isPending)
    return (
      <p className="text-sm text-muted-foreground" role="status">
        Cargando...
      </p>
    );
  if (deals.isError)
    return <ErrorState message="No se pudieron cargar los patrocinios." onRetry={() => void deals.refetch()} />;
  if (items.length === 0) {
    return (
      <EmptyState icon={<Handshake className="size-6" />}>
        {stale
          ? `Ningún patrocinio abierto lleva ${STALE_AFTER_DAYS} días sin movimiento`
          : "No hay patrocinios en esta categoría"}
      </EmptyState>
    );
  }
  return (
    <div className="space-y-4">
      <div className="grid gap-4 md:grid-cols-2">
        {items.map((deal) => (
          <PipelineDealCard key={deal.id} deal={deal} busy={busyDealId === deal.id} {...actions} />
        ))}
      </div>
      <LoadMoreButton pages={deals} />
    </div>
  );
}
