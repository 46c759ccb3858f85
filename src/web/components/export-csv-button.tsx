import { Download } from "lucide-react";

import { Button } from "@/components/ui/button";

/** "Exportar CSV": downloads the list as the screen filters it (the browser sends the session cookie). */
export function ExportCsvButton({
  resource,
  filters = {},
}: {
  resource: string;
  filters?: Record<string, string | undefined>;
}) {
  const params = new URLSearchParams(
    Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
  const query = params.toString();
  return (
    <Button variant="outline" asChild>
      <a href={`/api/${resource}/export.csv${query ? `?${query}` : ""}`} download>
        <Download /> Exportar CSV
      </a>
    </Button>
  );
}
