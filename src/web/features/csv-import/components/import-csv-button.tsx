import { FileUp } from "lucide-react";
import { lazy, Suspense, useState } from "react";

import type { ImportResource } from "@shared/domain/csv-import";
import { Button } from "@/components/ui/button";

// The dialog and its CSV reader load when the agent first asks for them.
const ImportCsvDialog = lazy(() => import("./import-csv-dialog").then((m) => ({ default: m.ImportCsvDialog })));

export function ImportCsvButton({ resource }: { resource: ImportResource }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <FileUp /> Importar CSV
      </Button>
      {used ? (
        <Suspense fallback={null}>
          <ImportCsvDialog resource={resource} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
