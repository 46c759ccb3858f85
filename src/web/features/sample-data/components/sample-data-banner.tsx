import { Info } from "lucide-react";
import { lazy, Suspense, useState } from "react";

import { Allowed } from "@/components/allowed";
import { Button } from "@/components/ui/button";

import { useSampleDataStatus } from "../api/sample-data";

// The banner is on every screen; its confirmation's code loads only when asked for.
const ClearSampleDataDialog = lazy(() =>
  import("./clear-sample-data-dialog").then((m) => ({ default: m.ClearSampleDataDialog })),
);

/** Over every screen while the sample portfolio is on show, with the way to start from the agent's own data. */
export function SampleDataBanner() {
  const status = useSampleDataStatus();
  const [confirming, setConfirming] = useState(false);
  if (!status.data?.showing) return null;
  return (
    <section
      aria-label="Aviso de datos de ejemplo"
      className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b bg-accent/15 px-4 py-2 text-sm"
    >
      <p className="flex min-w-0 flex-1 items-center gap-2">
        <Info className="size-4 shrink-0" aria-hidden="true" />
        <span>Estás viendo datos de ejemplo</span>
      </p>
      {/* Clearing the sample is the agency's decision: dirección's alone. */}
      <Allowed resource="agency" action="delete">
        <Button variant="outline" size="sm" className="min-h-11 sm:min-h-8" onClick={() => setConfirming(true)}>
          Borrar datos de ejemplo
        </Button>
      </Allowed>
      <Suspense fallback={null}>
        {confirming && <ClearSampleDataDialog open={confirming} onOpenChange={setConfirming} />}
      </Suspense>
    </section>
  );
}
