import { useState } from "react";

import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
import { ErrorState } from "@/components/error-state";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/lib/toast";

import { useDeleteKeptSampleRecords, useKeptSampleRecords, useSampleDataStatus } from "../api/sample-data";
import { ClearSampleDataDialog } from "./clear-sample-data-dialog";
import { KeptSampleRecordList } from "./kept-sample-record-list";

/** Configuración's way back to the sample: clear it, or delete what the clearing kept. */
export function SampleDataSettings() {
  const status = useSampleDataStatus();
  const kept = useKeptSampleRecords(status.data !== undefined && !status.data.showing);
  const deleteKept = useDeleteKeptSampleRecords();
  const [dialog, setDialog] = useState<"clear" | "kept" | null>(null);

  if (status.isPending) return <Skeleton className="h-16" />;
  if (status.isError) {
    return (
      <ErrorState message="No se pudieron comprobar los datos de ejemplo." onRetry={() => void status.refetch()} />
    );
  }
  if (status.data.showing) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm">Estás viendo datos de ejemplo junto a los tuyos.</p>
        <Button variant="outline" onClick={() => setDialog("clear")}>
          Borrar datos de ejemplo
        </Button>
        <ClearSampleDataDialog open={dialog === "clear"} onOpenChange={(open) => setDialog(open ? "clear" : null)} />
      </div>
    );
  }
  if (kept.isPending) return <Skeleton className="h-16" />;
  if (kept.isError) {
    return <ErrorState message="No se pudieron comprobar los datos de ejemplo." onRetry={() => void kept.refetch()} />;
  }
  const { records } = kept.data;
  if (records.length === 0) {
    return <p className="text-sm text-muted-foreground">No quedan datos de ejemplo: todo lo que ves es tuyo.</p>;
  }
  const onConfirm = () =>
    deleteKept.mutate(undefined, {
      onSuccess: ({ removed, left }) => {
        setDialog(null);
        toast.success("Datos de ejemplo borrados", {
          description:
            (removed === 1 ? "Se ha borrado 1 registro de ejemplo" : `Se han borrado ${removed} registros de ejemplo`) +
            (left > 0 ? `; ${left === 1 ? "queda 1 club" : `quedan ${left} clubes`} con operaciones tuyas` : ""),
        });
      },
      onError: (error) => toast.error("No se pudieron borrar los datos de ejemplo", { description: error.message }),
    });
  return (
    <div className="space-y-3">
      <p className="text-sm">
        Al borrar los datos de ejemplo se conservaron estos registros porque los editaste o porque registros tuyos
        apuntan a ellos:
      </p>
      <KeptSampleRecordList records={records} />
      <Button variant="outline" onClick={() => setDialog("kept")}>
        Borrar también estos registros
      </Button>
      <ConfirmDeleteDialog
        open={dialog === "kept"}
        onOpenChange={(open) => setDialog(open ? "kept" : null)}
        title="¿Borrar también estos registros de ejemplo?"
        description="Se borran con todo lo que depende de ellos, también lo que hayas añadido a su nombre (lo dice cada uno en la lista). Las comisiones cobradas se conservan en el libro de comisiones."
        pending={deleteKept.isPending}
        onConfirm={onConfirm}
        confirmLabel="Borrar también"
      />
    </div>
  );
}
