import { Plus } from "lucide-react";

import type { ImportResource } from "@shared/domain/csv-import";
import { ExportCsvButton } from "@/components/export-csv-button";
import { Button } from "@/components/ui/button";

import { ImportCsvButton } from "./import-csv-button";

/** A list's header actions: export what the screen shows, import a file, and add one record by hand. */
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
  return (
    <>
      <ExportCsvButton resource={resource} filters={filters} />
      <ImportCsvButton resource={resource} />
      <Button onClick={onAdd}>
        <Plus /> {addLabel}
      </Button>
    </>
  );
}
