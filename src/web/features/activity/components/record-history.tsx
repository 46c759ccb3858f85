import { ChevronRight } from "lucide-react";
import { useState } from "react";

import type { ActivityEntityType } from "@shared/domain/activity";
import { cn } from "@/lib/utils";

import { ActivityList } from "./activity-list";

/** A folded "Historial" for an edit dialog: the record's changes are asked for only when it is opened. */
export function RecordHistory({ entityType, entityId }: { entityType: ActivityEntityType; entityId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="rounded-lg border">
      <button
        type="button"
        className="flex min-h-11 w-full items-center gap-2 px-3 text-sm font-medium"
        aria-expanded={open}
        aria-controls={`history-${entityId}`}
        onClick={() => setOpen((current) => !current)}
      >
        <ChevronRight className={cn("size-4 transition-transform", open && "rotate-90")} />
        Historial
      </button>
      {open ? (
        <div id={`history-${entityId}`} className="max-h-64 overflow-y-auto border-t px-3">
          <ActivityList filter={{ entityType, entityId }} pageSize={10} />
        </div>
      ) : null}
    </div>
  );
}
