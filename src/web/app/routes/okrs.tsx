import { Loader2, Plus, Target } from "lucide-react";
import { lazy, Suspense, useEffect } from "react";

import type { Okr } from "@shared/schemas/okr";
import { Allowed } from "@/components/allowed";
import { ErrorState } from "@/components/error-state";
import { LoadMoreButton } from "@/components/load-more-button";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { useOkrs } from "@/features/okrs/api/get-okrs";
import { OkrCard } from "@/features/okrs/components/okr-card";
import { reportOkrError } from "@/features/okrs/components/report-okr-error";
import { useOpenFromUrl } from "@/hooks/use-open-from-url";
import { useRecordDialogs } from "@/hooks/use-record-dialogs";
import { usePlayerOptions } from "@/lib/player-options";

// The form (zod, react-hook-form) and the confirmation load when first opened.
const OkrFormDialog = lazy(() =>
  import("@/features/okrs/components/okr-form-dialog").then((m) => ({ default: m.OkrFormDialog })),
);
const DeleteOkrDialog = lazy(() =>
  import("@/features/okrs/components/delete-okr-dialog").then((m) => ({ default: m.DeleteOkrDialog })),
);

export function OkrsRoute() {
  const okrs = useOkrs();
  const players = usePlayerOptions();
  const dialogs = useRecordDialogs<Okr>();
  useOpenFromUrl<Okr>("okrs", dialogs.openForm, "OKR no encontrado");
  const items = okrs.data?.pages.flatMap((page) => page.items) ?? [];

  useEffect(() => {
    if (okrs.isError) reportOkrError("Error al cargar OKRs", okrs.error);
  }, [okrs.isError, okrs.error]);

  return (
    <div className="space-y-6">
      <PageHeader
        title="OKRs"
        description="Gestiona objetivos y resultados clave"
        actions={
          <Allowed action="create" resource="okrs">
            <Button onClick={() => dialogs.openForm(undefined)}>
              <Plus /> Nuevo OKR
            </Button>
          </Allowed>
        }
      />

      {okrs.isPending ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
          <Loader2 className="size-4 animate-spin" /> Cargando OKRs...
        </p>
      ) : okrs.isError ? (
        <ErrorState message="No se pudieron cargar los OKRs." onRetry={() => void okrs.refetch()} />
      ) : items.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-card/50 px-6 py-12 text-center">
          <Target className="size-6 text-muted-foreground" />
          <p className="text-sm text-muted-foreground">No hay OKRs creados todavía</p>
          <Allowed action="create" resource="okrs">
            <Button onClick={() => dialogs.openForm(undefined)}>
              <Plus /> Crear tu primer OKR
            </Button>
          </Allowed>
        </div>
      ) : (
        <div className="space-y-4">
          <div className="grid gap-4 lg:grid-cols-2">
            {items.map((okr) => (
              <OkrCard
                key={okr.id}
                okr={okr}
                playerName={okr.playerName || okr.assignedTo || undefined}
                onEdit={dialogs.openForm}
                onDelete={dialogs.askDelete}
              />
            ))}
          </div>
          <LoadMoreButton pages={okrs} />
        </div>
      )}

      <Suspense fallback={null}>
        {dialogs.form.used ? (
          <OkrFormDialog
            open={dialogs.form.open}
            onOpenChange={dialogs.form.onOpenChange}
            players={players.data ?? []}
            okr={dialogs.form.editing}
          />
        ) : null}
        {dialogs.remove.used ? <DeleteOkrDialog okr={dialogs.remove.target} onClose={dialogs.remove.close} /> : null}
      </Suspense>
    </div>
  );
}
