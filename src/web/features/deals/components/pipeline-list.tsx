import { Handshake, Plus } from "lucide-react";

import type { DealStage } from "@shared/domain/enums";
import { STALE_AFTER_DAYS } from "@shared/domain/pipeline-hygiene";
import { EmptyState } from "@/components/empty-state";
import { ErrorState } from "@/components/error-state";
import { LoadMoreButton } from "@/components/load-more-button";
import { Button } from "@/components/ui/button";

import { useDeals } from "../api/get-deals";
import { PipelineDealCard, type PipelineDealActions } from "./pipeline-deal-card";

type PipelineListProps = Omit<PipelineDealActions, "busy"> & {
  stage: DealStage | undefined;
  stale: boolean;
  busyDealId: string | undefined;
  /** "Nuevo Patrocinio", offered when the agency has no deal at all yet. */
  onCreate: () => void;
};

/** The pipeline as cards in two columns, filtered by stage, newest first, a page at a time. */
export function PipelineList({ stage, stale, busyDealId, onCreate, ...actions }: PipelineListProps) {
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
    if (!stage && !stale) {
      return (
        <EmptyState
          icon={<Handshake className="size-6" />}
          action={
            <Button onClick={onCreate}>
              <Plus /> Nuevo Patrocinio
            </Button>
          }
        >
          Todavía no hay patrocinios. Aquí sigues cada acuerdo con una marca, de la propuesta a la firma, con su importe
          y tu comisión.
        </EmptyState>
      );
    }
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
