import type { ReactNode } from "react";

import { ErrorState } from "@/components/error-state";
import { Skeleton } from "@/components/ui/skeleton";

/** One screen of the player's app: its title, and its content once read (a skeleton before, a retry on failure). */
export function PlayerScreen<T>({
  title,
  query,
  failure,
  children,
}: {
  title: string;
  query: { isPending: boolean; isError: boolean; data: T | undefined; refetch: () => unknown };
  /** What the error says could not be read ("No se pudo cargar tu agenda."). */
  failure: string;
  children: (data: T) => ReactNode;
}) {
  return (
    <div className="space-y-5">
      <h1 className="text-xl font-bold">{title}</h1>
      {query.isPending ? (
        <div className="space-y-3" aria-busy="true" aria-label={`Cargando ${title.toLowerCase()}`}>
          <Skeleton className="h-24 rounded-lg" />
          <Skeleton className="h-24 rounded-lg" />
        </div>
      ) : query.isError || query.data === undefined ? (
        <ErrorState message={failure} onRetry={() => void query.refetch()} />
      ) : (
        children(query.data)
      )}
    </div>
  );
}
