import { Info } from "lucide-react";
import { lazy, Suspense, useState } from "react";

import { Button } from "@/components/ui/button";
import { toast } from "@/lib/toast";

import { useClearSampleData, useSampleDataStatus } from "../api/sample-data";

// The banner is on every screen; its confirmation's code loads only when asked for.
const ConfirmDeleteDialog = lazy(() =>
  import("@/components/confirm-delete-dialog").then((m) => ({ default: m.ConfirmDeleteDialog })),
);

function clearedMessage(removed: number, kept: number) {
  const removedText =
    removed === 1 ? "Se ha borrado 1 registro de ejemplo" : `Se han borrado ${removed} registros de ejemplo`;
  if (kept === 0) return removedText;
  return `${removedText}; se conservan ${kept === 1 ? "1 jugador o marca de ejemplo" : `${kept} jugadores o marcas de ejemplo`} a los que apuntan tus propios registros`;
}

/** Over every screen while the sample portfolio is on show, with the way to start from the agent's own data. */
export function SampleDataBanner() {
  const status = useSampleDataStatus();
  const clear = useClearSampleData();
  const [confirming, setConfirming] = useState(false);
  if (!status.data?.showing) return null;
  const onConfirm = () =>
    clear.mutate(undefined, {
      onSuccess: ({ removed, kept }) => {
        setConfirming(false);
        toast.success("Datos de ejemplo borrados", { description: clearedMessage(removed, kept) });
      },
      onError: (error) => toast.error("No se pudieron borrar los datos de ejemplo", { description: error.message }),
    });
  return (
    <section
      aria-label="Datos de ejemplo"
      className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b bg-accent/15 px-4 py-2 text-sm"
    >
      <p className="flex min-w-0 flex-1 items-center gap-2">
        <Info className="size-4 shrink-0" aria-hidden="true" />
        <span>Estás viendo datos de ejemplo</span>
      </p>
      <Button variant="outline" size="sm" className="min-h-11 sm:min-h-8" onClick={() => setConfirming(true)}>
        Borrar datos de ejemplo
      </Button>
      <Suspense fallback={null}>
        {confirming && (
          <ConfirmDeleteDialog
            open={confirming}
            onOpenChange={setConfirming}
            title="¿Borrar datos de ejemplo?"
            description="Se borran los jugadores, marcas, patrocinios y demás registros de ejemplo que no hayas modificado. Lo que hayas creado o editado se conserva."
            pending={clear.isPending}
            onConfirm={onConfirm}
            confirmLabel="Borrar datos de ejemplo"
          />
        )}
      </Suspense>
    </section>
  );
}
