import { History } from "lucide-react";

import { Card } from "@/components/ui/card";

import { ActivityList } from "./activity-list";

/** The dashboard's last ten changes across the agency. */
export function RecentActivity() {
  return (
    <Card className="gap-2 p-5" aria-labelledby="recent-activity">
      <h2 id="recent-activity" className="flex items-center gap-2 text-lg font-semibold">
        <History className="size-5 text-muted-foreground" />
        Actividad reciente
      </h2>
      <ActivityList
        filter={{}}
        pageSize={10}
        paged={false}
        emptyText="Aún no hay cambios: lo que crees o edites aparecerá aquí"
      />
    </Card>
  );
}
