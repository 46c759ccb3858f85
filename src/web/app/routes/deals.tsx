import { Hourglass } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useSearchParams } from "react-router";

import { DEAL_STAGES, type DealStage } from "@shared/domain/enums";
import type { Deal } from "@shared/schemas/deal";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { ViewToggle } from "@/components/view-toggle";
import { RecordHistory } from "@/features/activity/components/record-history";
import { useCreateBrand } from "@/features/brands/api/create-brand";
import { useBrandOptions } from "@/features/brands/api/get-brands";
import { ListCsvActions } from "@/features/csv-import/components/list-csv-actions";
import { useDealSummary } from "@/features/deals/api/get-deal-summary";
import { useMoveDeal } from "@/features/deals/api/move-deal";
import { PipelineList } from "@/features/deals/components/pipeline-list";
import { StageFilter } from "@/features/deals/components/stage-filter";
import { usePipelineView } from "@/features/deals/utils/use-pipeline-view";
import { useCreatePlayer } from "@/features/players/api/create-player";
import { useOpenFromUrl } from "@/hooks/use-open-from-url";
import { useRecordDialogs } from "@/hooks/use-record-dialogs";
import { usePlayerOptions } from "@/lib/player-options";
import { toast } from "@/lib/toast";

// The board (drag and drop), the form and the confirmation load when first used.
const PipelineBoard = lazy(() =>
  import("@/features/deals/components/pipeline-board").then((m) => ({ default: m.PipelineBoard })),
);
const DealFormDialog = lazy(() =>
  import("@/features/deals/components/deal-form-dialog").then((m) => ({ default: m.DealFormDialog })),
);
const LostReasonDialog = lazy(() =>
  import("@/features/deals/components/lost-reason-dialog").then((m) => ({ default: m.LostReasonDialog })),
);
const DeleteDealDialog = lazy(() =>
  import("@/features/deals/components/delete-deal-dialog").then((m) => ({ default: m.DeleteDealDialog })),
);

const stageFrom = (value: string | null): DealStage | undefined => DEAL_STAGES.find((stage) => stage === value);

export function DealsRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const stage = stageFrom(searchParams.get("stage"));
  const stale = searchParams.get("sinMovimiento") === "1";
  const setFilter = (next: { stage?: DealStage; stale: boolean }) => {
    const params = new URLSearchParams();
    if (next.stage) params.set("stage", next.stage);
    if (next.stale) params.set("sinMovimiento", "1");
    setSearchParams(params, { replace: true });
  };
  const [view, setView] = usePipelineView();
  const summary = useDealSummary();
  const players = usePlayerOptions();
  const brands = useBrandOptions();
  const createBrand = useCreateBrand();
  const createPlayer = useCreatePlayer();
  const moveDeal = useMoveDeal();
  const dialogs = useRecordDialogs<Deal>();
  useOpenFromUrl<Deal>("deals", dialogs.openForm, "Patrocinio no encontrado");

  // Cerrada asks why first; the card moves once the agent answers.
  const [closing, setClosing] = useState<Deal | null>(null);
  const move = (deal: Deal, next: DealStage, lostReason?: string | null) => {
    if (next === "Cerrada" && lostReason === undefined) {
      setClosing(deal);
      return;
    }
    setClosing(null);
    moveDeal.mutate(
      { deal, stage: next, lostReason },
      {
        onSuccess: () => toast.success("Estado actualizado"),
        onError: (error) => toast.error("Error - No se pudo actualizar el estado", { description: error.message }),
      },
    );
  };
  const actions = {
    onApprove: (deal: Deal) => move(deal, "Activa"),
    onReject: (deal: Deal) => move(deal, "Cerrada"),
    onEdit: dialogs.openForm,
    onDelete: dialogs.askDelete,
  };
  const busyDealId = moveDeal.isPending ? moveDeal.variables?.deal.id : undefined;
  const total = summary.data?.total;

  return (
    <div className="space-y-6">
      <PageHeader
        title="Pipeline de Patrocinios"
        description={
          total === undefined ? "Cargando..." : `${total} ${total === 1 ? "oportunidad" : "oportunidades"} en gestión`
        }
        actions={
          <ListCsvActions
            resource="deals"
            filters={{ stage, stale: stale ? "true" : undefined }}
            addLabel="Nuevo Patrocinio"
            onAdd={() => dialogs.openForm(undefined)}
          />
        }
      />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        {view === "list" ? (
          <div className="flex flex-wrap items-center gap-2">
            {/* "Todos" clears every filter, "Sin movimiento" with it; a stage keeps it. */}
            <StageFilter value={stage} onChange={(next) => setFilter({ stage: next, stale: next ? stale : false })} />
            <Button
              size="sm"
              variant={stale ? "default" : "outline"}
              aria-pressed={stale}
              onClick={() => setFilter({ stage, stale: !stale })}
            >
              <Hourglass /> Sin movimiento
            </Button>
          </div>
        ) : null}
        <ViewToggle view={view} onChange={setView} />
      </div>

      {view === "list" ? (
        <PipelineList
          stage={stage}
          stale={stale}
          busyDealId={busyDealId}
          onCreate={() => dialogs.openForm(undefined)}
          {...actions}
        />
      ) : (
        <Suspense fallback={<p className="text-sm text-muted-foreground">Cargando...</p>}>
          <PipelineBoard onMove={move} busyDealId={busyDealId} />
        </Suspense>
      )}

      <Suspense fallback={null}>
        {dialogs.form.used ? (
          <DealFormDialog
            open={dialogs.form.open}
            onOpenChange={dialogs.form.onOpenChange}
            players={players.data ?? []}
            brands={brands.data ?? []}
            createBrand={(input) => createBrand.mutateAsync(input)}
            createPlayer={(input) => createPlayer.mutateAsync(input)}
            deal={dialogs.form.editing}
            history={
              dialogs.form.editing ? <RecordHistory entityType="deal" entityId={dialogs.form.editing.id} /> : null
            }
          />
        ) : null}
        {dialogs.remove.used ? <DeleteDealDialog deal={dialogs.remove.target} onClose={dialogs.remove.close} /> : null}
        {closing ? (
          <LostReasonDialog
            deal={closing}
            pending={false}
            onConfirm={(deal, reason) => move(deal, "Cerrada", reason)}
            onCancel={() => setClosing(null)}
          />
        ) : null}
      </Suspense>
    </div>
  );
}
