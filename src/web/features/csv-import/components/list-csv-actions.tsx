import { Plus } from "lucide-react";

import type { ImportResource } from "@shared/domain/csv-import";
import { ExportCsvButton } from "@/components/export-csv-button";
import { Button } from "@/components/ui/button";
import { useMay } from "@/lib/session";

import { ImportCsvButton } from "./import-csv-button";

/**
 * A list's header actions: export what the screen shows, import a file, and add one record by hand; each only when
 * the member's role may do it.
 */
export function ListCsvActions({
  resource,
  filters,
  addLabel,
  onAdd,
}: {
  resource: ImportResource;
  filters?: Record<string, string | undefined>;
  addLabel: string;
  onAdd: () => void;
}) {
  const mayExport = useMay(resource, "export");
  const mayAdd = useMay(resource, "create");
  const mayImport = useMay("imports", "create") && mayAdd;
  return (
    <>
      {mayExport ? <ExportCsvButton resource={resource} filters={filters} /> : null}
      {mayImport ? <ImportCsvButton resource={resource} /> : null}
      {mayAdd ? (
        <Button onClick={onAdd}>
          <Plus /> {addLabel}
        </Button>
      ) : null}
    </>
  );
}
