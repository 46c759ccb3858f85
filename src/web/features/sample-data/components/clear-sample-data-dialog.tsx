import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
import { toast } from "@/lib/toast";

import { useClearSampleData, useKeptSampleRecords } from "../api/sample-data";
import { KeptSampleRecordList } from "./kept-sample-record-list";

function clearedMessage(removed: number, kept: number) {
  const removedText =
    removed === 1 ? "Se ha borrado 1 registro de ejemplo" : `Se han borrado ${removed} registros de ejemplo`;
  if (kept === 0) return removedText;
  const keptText = kept === 1 ? "se conserva 1 registro de ejemplo" : `se conservan ${kept} registros de ejemplo`;
  return `${removedText}; ${keptText}: los tienes en Configuración > Datos de ejemplo`;
}

/** "Borrar datos de ejemplo", saying beforehand which sample records stay and why. */
export function ClearSampleDataDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const clear = useClearSampleData();
  const kept = useKeptSampleRecords(open);
  // Awaited rather than given callbacks: the banner holding this dialog goes once the sample is cleared, and a
  // mutation's per-call callbacks do not run for a component that has gone.
  const onConfirm = async () => {
    try {
      const { removed, kept } = await clear.mutateAsync();
      onOpenChange(false);
      toast.success("Datos de ejemplo borrados", { description: clearedMessage(removed, kept) });
    } catch (error) {
      toast.error("No se pudieron borrar los datos de ejemplo", {
        description: error instanceof Error ? error.message : undefined,
      });
    }
  };
  const records = kept.data?.records ?? [];
  return (
    <ConfirmDeleteDialog
      open={open}
      onOpenChange={onOpenChange}
      title="¿Borrar datos de ejemplo?"
      description="Se borran los jugadores, marcas, patrocinios y demás registros de ejemplo que no hayas modificado. Lo que hayas creado o editado se conserva."
      pending={clear.isPending}
      onConfirm={() => void onConfirm()}
      confirmLabel="Borrar datos de ejemplo"
    >
      {kept.isPending ? (
        <p className="text-sm text-muted-foreground">Comprobando qué se conservará…</p>
      ) : kept.isError ? (
        <p className="text-sm text-destructive">No se pudo comprobar qué se conservará.</p>
      ) : records.length > 0 ? (
        <div className="max-h-64 space-y-2 overflow-y-auto">
          <p className="text-sm font-medium">
            Se conservarán {records.length === 1 ? "este registro" : `estos ${records.length} registros`} de ejemplo;
            podrás borrarlos después desde Configuración:
          </p>
          <KeptSampleRecordList records={records} />
        </div>
      ) : null}
    </ConfirmDeleteDialog>
  );
}
