import { Plus, Users } from "lucide-react";
import { lazy, Suspense } from "react";

import { PLAYER_SORTS } from "@shared/domain/list-sorts";
import { PLAYER_SEARCH_COUNT_CAP } from "@shared/domain/player-search";
import type { Player } from "@shared/schemas/player";
import { Allowed } from "@/components/allowed";
import { EmptyState } from "@/components/empty-state";
import { ErrorState } from "@/components/error-state";
import { LoadMoreButton } from "@/components/load-more-button";
import { PageHeader } from "@/components/page-header";
import { SearchInput } from "@/components/search-input";
import { SortSelect } from "@/components/sort-select";
import { Button } from "@/components/ui/button";
import { ListCsvActions } from "@/features/csv-import/components/list-csv-actions";
import { usePlayers } from "@/features/players/api/get-players";
import { PlayerCard } from "@/features/players/components/player-card";
import { PlayersGridSkeleton } from "@/features/players/components/players-grid-skeleton";
import { PLAYER_SORT_LABELS, playerSortFrom } from "@/features/players/player-sorts";
import { useOpenFromUrl } from "@/hooks/use-open-from-url";
import { useRecordDialogs } from "@/hooks/use-record-dialogs";
import { useUrlParam } from "@/hooks/use-url-param";
import { useUrlSearch } from "@/hooks/use-url-search";
import { useReachesEveryPlayer, useSeesGroup } from "@/lib/session";

// The form (zod, react-hook-form) and the confirmation load when first opened, not with the list.
const PlayerFormDialog = lazy(() =>
  import("@/features/players/components/player-form-dialog").then((m) => ({ default: m.PlayerFormDialog })),
);
const DeletePlayerDialog = lazy(() =>
  import("@/features/players/components/delete-player-dialog").then((m) => ({ default: m.DeletePlayerDialog })),
);

export function PlayersRoute() {
  // Ordering by a figure tells its order: a role without money neither sees nor may ask for it.
  const seesMoney = useSeesGroup("money");
  const reachesEveryPlayer = useReachesEveryPlayer();
  // The search and the order live in the address, so a reload or a shared link shows the same list.
  const { search, q, onSearch } = useUrlSearch();
  const [orderParam, setOrderParam] = useUrlParam("orden");
  const asked = playerSortFrom(orderParam);
  const sort = asked === "marketValue" && !seesMoney ? "name" : asked;
  const players = usePlayers(q, sort);
  const total = players.data?.pages[0]?.total;
  const dialogs = useRecordDialogs<Player>();
  useOpenFromUrl<Player>("players", dialogs.openForm, "Jugador no encontrado");
  const items = players.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div className="space-y-6">
      <PageHeader
        title="Jugadores"
        description="Gestiona tu cartera de jugadores"
        actions={
          <ListCsvActions
            resource="players"
            filters={{ q }}
            addLabel="Añadir Jugador"
            onAdd={() => dialogs.openForm(undefined)}
          />
        }
      />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchInput
          value={search}
          onChange={onSearch}
          placeholder="Buscar por nombre, posición o equipo..."
          label="Buscar jugadores"
        />
        <SortSelect
          id="players-sort"
          value={sort}
          options={seesMoney ? PLAYER_SORTS : PLAYER_SORTS.filter((option) => option !== "marketValue")}
          labels={PLAYER_SORT_LABELS}
          onChange={(next) => setOrderParam(next === "name" ? "" : next)}
        />
        {total !== undefined && (
          <p className="text-sm text-muted-foreground sm:ml-auto" aria-live="polite">
            {playerCountText(total)}
          </p>
        )}
      </div>

      {players.isPending ? (
        <PlayersGridSkeleton />
      ) : players.isError ? (
        <ErrorState message="No se pudieron cargar los jugadores." onRetry={() => void players.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState
          icon={<Users className="size-6" />}
          action={
            q ? null : (
              <Allowed action="create" resource="players">
                <Button onClick={() => dialogs.openForm(undefined)}>
                  <Plus /> Añadir Jugador
                </Button>
              </Allowed>
            )
          }
        >
          No se encontraron jugadores
          {q ? (
            <> que coincidan con «{q}».</>
          ) : reachesEveryPlayer ? (
            <span className="mt-1 block">
              Aquí estarán los jugadores que representas, con su contrato, sus patrocinios, su agenda y su reputación.
            </span>
          ) : (
            <span className="mt-1 block">
              Aquí estarán los jugadores que llevas: dirección te asigna los de la agencia y los que añadas son tuyos.
            </span>
          )}
        </EmptyState>
      ) : (
        <>
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {items.map((player) => (
              <PlayerCard key={player.id} player={player} onEdit={dialogs.openForm} onDelete={dialogs.askDelete} />
            ))}
          </div>
          <LoadMoreButton pages={players} />
        </>
      )}

      <Suspense fallback={null}>
        {dialogs.form.used ? (
          <PlayerFormDialog
            open={dialogs.form.open}
            onOpenChange={dialogs.form.onOpenChange}
            player={dialogs.form.editing}
          />
        ) : null}
        {dialogs.remove.used ? (
          <DeletePlayerDialog player={dialogs.remove.target} onClose={dialogs.remove.close} />
        ) : null}
      </Suspense>
    </div>
  );
}

/** "1 jugador", "12 jugadores", and past a search's counting cap "Más de 1.000 jugadores". */
function playerCountText(total: number): string {
  if (total > PLAYER_SEARCH_COUNT_CAP) return `Más de ${PLAYER_SEARCH_COUNT_CAP.toLocaleString("es-ES")} jugadores`;
  return total === 1 ? "1 jugador" : `${total.toLocaleString("es-ES")} jugadores`;
}
