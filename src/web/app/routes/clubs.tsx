import { Plus, Search, Shield } from "lucide-react";
import { lazy, Suspense } from "react";

import { leaguesOf } from "@shared/domain/transfer-windows";
import type { Club } from "@shared/schemas/club";
import { Allowed } from "@/components/allowed";
import { EmptyState } from "@/components/empty-state";
import { ErrorState } from "@/components/error-state";
import { LoadMoreButton } from "@/components/load-more-button";
import { PageHeader } from "@/components/page-header";
import { SearchInput } from "@/components/search-input";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { RecordHistory } from "@/features/activity/components/record-history";
import { useClubs } from "@/features/clubs/api/get-clubs";
import { ClubRow } from "@/features/clubs/components/club-row";
import { ListCsvActions } from "@/features/csv-import/components/list-csv-actions";
import { useTransferWindows } from "@/features/transfer-windows/api/transfer-windows";
import { useOpenFromUrl } from "@/hooks/use-open-from-url";
import { useRecordDialogs } from "@/hooks/use-record-dialogs";
import { useUrlSearch } from "@/hooks/use-url-search";

const ClubFormDialog = lazy(() =>
  import("@/features/clubs/components/club-form-dialog").then((m) => ({ default: m.ClubFormDialog })),
);
const DeleteClubDialog = lazy(() =>
  import("@/features/clubs/components/delete-club-dialog").then((m) => ({ default: m.DeleteClubDialog })),
);

export function ClubsRoute() {
  const { search, q, onSearch } = useUrlSearch();
  const clubs = useClubs(q);
  const windows = useTransferWindows();
  const leagues = leaguesOf(windows.data ?? []);
  const dialogs = useRecordDialogs<Club>();
  useOpenFromUrl<Club>("clubs", dialogs.openForm, "Club no encontrado");
  const items = clubs.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div className="space-y-6">
      <PageHeader
        title="Clubes"
        description="Los clubes con los que negocias traspasos, cesiones y renovaciones"
        actions={
          <ListCsvActions
            resource="clubs"
            filters={{ q }}
            addLabel="Añadir Club"
            onAdd={() => dialogs.openForm(undefined)}
          />
        }
      />
      <SearchInput value={search} onChange={onSearch} placeholder="Buscar club por nombre..." label="Buscar clubes" />

      {clubs.isPending ? (
        <div className="space-y-2" aria-busy="true" aria-label="Cargando clubes">
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} className="h-16 rounded-xl" />
          ))}
        </div>
      ) : clubs.isError ? (
        <ErrorState message="No se pudieron cargar los clubes." onRetry={() => void clubs.refetch()} />
      ) : items.length === 0 ? (
        q ? (
          <EmptyState icon={<Search className="size-6" />}>No hay clubes que coincidan con «{q}»</EmptyState>
        ) : (
          <EmptyState
            icon={<Shield className="size-6" />}
            action={
              <Allowed action="create" resource="clubs">
                <Button onClick={() => dialogs.openForm(undefined)}>
                  <Plus /> Añadir Club
                </Button>
              </Allowed>
            }
          >
            Todavía no hay clubes. Añade los clubes con los que hablas para seguir sus ofertas y ventanas de mercado.
          </EmptyState>
        )
      ) : (
        <>
          <ul className="divide-y rounded-xl border bg-card">
            {items.map((club) => (
              <ClubRow key={club.id} club={club} onEdit={dialogs.openForm} onDelete={dialogs.askDelete} />
            ))}
          </ul>
          <LoadMoreButton pages={clubs} />
        </>
      )}

      <Suspense fallback={null}>
        {dialogs.form.used ? (
          <ClubFormDialog
            open={dialogs.form.open}
            onOpenChange={dialogs.form.onOpenChange}
            club={dialogs.form.editing}
            leagues={leagues}
            history={
              dialogs.form.editing ? <RecordHistory entityType="club" entityId={dialogs.form.editing.id} /> : null
            }
          />
        ) : null}
        {dialogs.remove.used ? <DeleteClubDialog club={dialogs.remove.target} onClose={dialogs.remove.close} /> : null}
      </Suspense>
    </div>
  );
}
