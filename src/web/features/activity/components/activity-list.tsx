import { History } from "lucide-react";
import { Link } from "react-router";

import { ACTION_LABELS, ACTOR_ROLE_LABELS, describeChange, ENTITY_TYPE_LABELS } from "@shared/domain/activity";
import type { ActivityEntry } from "@shared/schemas/activity";
import { ErrorState } from "@/components/error-state";
import { LoadMoreButton } from "@/components/load-more-button";
import { Skeleton } from "@/components/ui/skeleton";
import { recordPath } from "@/config/record-paths";
import { formatDateTime } from "@/lib/format";

import { useActivity, type ActivityFilter } from "../api/get-activity";

/** The record's name, linking to where it is dealt with while it exists. */
function RecordName({ entry }: { entry: ActivityEntry }) {
  const to = entry.action === "delete" ? null : recordPath(entry.entityType, entry.entityId, entry.playerId);
  if (!to) return <span className="font-medium">{entry.entityLabel}</span>;
  return (
    <Link to={to} className="font-medium underline-offset-4 hover:underline">
      {entry.entityLabel}
    </Link>
  );
}

/** "Marta Ruiz modificó" plus, with `showRecord`, the record's kind and name. */
function ActivityItem({ entry, showRecord }: { entry: ActivityEntry; showRecord: boolean }) {
  return (
    <li className="space-y-1 py-3" data-testid="activity-entry">
      <p className="text-sm">
        <span className="font-medium">{entry.actorName}</span>{" "}
        <span className="text-muted-foreground">({ACTOR_ROLE_LABELS[entry.actorRole]})</span>{" "}
        {ACTION_LABELS[entry.action]}
        {showRecord ? (
          <>
            {" "}
            {ENTITY_TYPE_LABELS[entry.entityType].toLowerCase()} <RecordName entry={entry} />
          </>
        ) : null}
      </p>
      {entry.changes.length > 0 ? (
        <ul className="space-y-0.5 text-sm text-muted-foreground">
          {entry.changes.map((change) => (
            <li key={change.field} className="break-words">
              {describeChange(change)}
            </li>
          ))}
        </ul>
      ) : null}
      <p className="text-xs text-muted-foreground">
        <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
      </p>
    </li>
  );
}

/** A history: one record's (its changes) or the agency's (which record each entry was about). */
type ActivityListProps = { filter: ActivityFilter; pageSize?: number; paged?: boolean; emptyText?: string };

export function ActivityList({
  filter,
  pageSize = 20,
  paged = true,
  emptyText = "Todavía no hay cambios registrados",
}: ActivityListProps) {
  const activity = useActivity(filter, pageSize);
  const showRecord = !filter.entityId;
  if (activity.isPending) {
    return (
      <div className="space-y-3" aria-busy="true" aria-label="Cargando historial">
        <Skeleton className="h-12 rounded-lg" />
        <Skeleton className="h-12 rounded-lg" />
      </div>
    );
  }
  if (activity.isError)
    return <ErrorState message="No se pudo cargar el historial." onRetry={() => void activity.refetch()} />;
  const entries = activity.data.pages.flatMap((page) => page.items);
  if (entries.length === 0) {
    return (
      <p className="flex items-center gap-2 py-4 text-sm text-muted-foreground">
        <History className="size-4" /> {emptyText}
      </p>
    );
  }
  return (
    <div className="space-y-2">
      <ul className="divide-y">
        {entries.map((entry) => (
          <ActivityItem key={entry.id} entry={entry} showRecord={showRecord} />
        ))}
      </ul>
      {paged ? <LoadMoreButton pages={activity} size="sm" /> : null}
    </div>
  );
}
