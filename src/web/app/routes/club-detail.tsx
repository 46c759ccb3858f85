import { CalendarRange, MapPin, Pencil, Plus, Shield, Trash2, Trophy } from "lucide-react";
import { lazy, Suspense } from "react";
import { useNavigate, useParams } from "react-router";

import { agencyToday } from "@shared/domain/calendar-day";
import { leaguesOf, windowsOfLeague } from "@shared/domain/transfer-windows";
import type { Club } from "@shared/schemas/club";
import type { Operation } from "@shared/schemas/operation";
import { Allowed } from "@/components/allowed";
import { EmptyState } from "@/components/empty-state";
import { ErrorState } from "@/components/error-state";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { paths } from "@/config/paths";
import { RecordHistory } from "@/features/activity/components/record-history";
import { useClub } from "@/features/clubs/api/get-clubs";
import { ContactLogPanel } from "@/features/contacts/components/contact-log-panel";
import { ContactsPanel } from "@/features/contacts/components/contacts-panel";
import { useOperations } from "@/features/operations/api/get-operations";
import { OperationsPanel } from "@/features/operations/components/operations-panel";
import { RecordTasks } from "@/features/tasks/components/record-tasks";
import { useTransferWindows } from "@/features/transfer-windows/api/transfer-windows";
import { useRecordDialogs } from "@/hooks/use-record-dialogs";
import { ApiError } from "@/lib/api-client";
import { formatDate, initials } from "@/lib/format";

import { useDocumentTitle } from "../document-title";
import { usePageTrail } from "../layout/page-trail";

const ClubFormDialog = lazy(() =>
  import("@/features/clubs/components/club-form-dialog").then((m) => ({ default: m.ClubFormDialog })),
);
const DeleteClubDialog = lazy(() =>
  import("@/features/clubs/components/delete-club-dialog").then((m) => ({ default: m.DeleteClubDialog })),
);

/** The league's transfer windows with their current or next dates: when this club can sign. */
function ClubWindows({ league }: { league: string | null }) {
  const windows = useTransferWindows();
  if (!league)
    return (
      <EmptyState icon={<CalendarRange className="size-6" />}>
        Indica la liga del club para ver sus ventanas de traspasos
      </EmptyState>
    );
  if (windows.isPending) return <Skeleton className="h-16 rounded-xl" aria-label="Cargando ventanas" />;
  if (windows.isError)
    return <ErrorState message="No se pudieron cargar las ventanas." onRetry={() => void windows.refetch()} />;
  const ofLeague = windowsOfLeague(windows.data, league, agencyToday());
  if (ofLeague.length === 0)
    return (
      <EmptyState icon={<CalendarRange className="size-6" />}>
        No hay ventanas de traspasos de «{league}». Añádelas en Configuración.
      </EmptyState>
    );
  return (
    <ul className="divide-y rounded-xl border bg-card">
      {ofLeague.map((window) => (
        <li
          key={window.name}
          className="flex flex-wrap items-center justify-between gap-2 px-4 py-3"
          data-testid="club-window"
        >
          <span className="font-medium">{window.name}</span>
          <span className="flex items-center gap-2 text-sm text-muted-foreground">
            {formatDate(window.startDate)} – {formatDate(window.endDate)}
            <Badge tone={window.open ? "success" : "muted"}>{window.open ? "Abierta" : "Próxima"}</Badge>
          </span>
        </li>
      ))}
    </ul>
  );
}

/** A club: where it plays, the agent's notes, its operations, its league's transfer windows and its history. */
export function ClubDetailRoute() {
  const { clubId = "" } = useParams();
  const club = useClub(clubId);
  const navigate = useNavigate();
  const windows = useTransferWindows();
  const dialogs = useRecordDialogs<Club>();
  const operationDialogs = useRecordDialogs<Operation>();
  // The same list the operations panel reads: a contact logged here may be about one of them.
  const operations = useOperations({ stage: null, playerId: null, clubId });
  const operationChoices = (operations.data?.pages ?? [])
    .flatMap((page) => page.items)
    .map((operation) => ({
      id: operation.id,
      name: `${operation.type} · ${operation.playerName} (${operation.stage})`,
      playerId: operation.playerId,
      playerName: operation.playerName,
    }));
  const notFound = club.error instanceof ApiError && club.error.status === 404;
  useDocumentTitle(club.data?.name ?? (notFound ? "Club no encontrado" : undefined), club.isSuccess || notFound);
  usePageTrail("Clubes", paths.clubs, club.data?.name);

  if (club.isPending) return <Skeleton className="h-40 rounded-xl" aria-label="Cargando club" />;
  if (club.isError) {
    if (notFound)
      return (
        <EmptyState icon={<Shield className="size-6" />} asHeading>
          Club no encontrado
        </EmptyState>
      );
    return <ErrorState message="No se pudo cargar el club." onRetry={() => void club.refetch()} />;
  }
  const { name, country, city, league, notes } = club.data;
  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <div className="flex min-w-0 flex-1 items-center gap-4">
          <div
            className="flex size-14 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-lg font-bold text-primary"
            aria-hidden="true"
          >
            {initials(name)}
          </div>
          <div className="min-w-0 space-y-1">
            <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{name}</h1>
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
              <span className="flex items-center gap-1">
                <MapPin className="size-4" aria-hidden="true" />
                {[city, country].filter(Boolean).join(", ")}
              </span>
              <span className="flex items-center gap-1">
                <Trophy className="size-4" aria-hidden="true" />
                {league ?? "Sin liga"}
              </span>
            </p>
          </div>
        </div>
        <div className="flex gap-2">
          <Button variant="outline" onClick={() => dialogs.openForm(club.data)}>
            <Pencil /> Editar
          </Button>
          <Button variant="outline" className="text-destructive" onClick={() => dialogs.askDelete(club.data)}>
            <Trash2 /> Eliminar
          </Button>
        </div>
      </div>
      <Card className="gap-2 p-5">
        <h2 className="font-semibold">Notas</h2>
        <p className="text-sm whitespace-pre-line text-muted-foreground">{notes ?? "Sin notas todavía."}</p>
      </Card>
      <ContactsPanel organisation={{ clubId }} emptyText="Todavía no hay personas de este club." />
      <section className="space-y-3" aria-labelledby="club-operations">
        <div className="flex items-center justify-between gap-4">
          <h2 id="club-operations" className="text-lg font-semibold">
            Operaciones
          </h2>
          <Allowed action="create" resource="operations">
            <Button variant="outline" onClick={() => operationDialogs.openForm(undefined)}>
              <Plus /> Nueva operación
            </Button>
          </Allowed>
        </div>
        <OperationsPanel
          filter={{ stage: null, playerId: null, clubId: clubId }}
          dialogs={operationDialogs}
          emptyText="Todavía no hay operaciones con este club"
        />
      </section>
      <section className="space-y-3" aria-labelledby="club-windows">
        <h2 id="club-windows" className="text-lg font-semibold">
          Ventanas de traspasos
        </h2>
        <ClubWindows league={league} />
      </section>
      <ContactLogPanel subject={{ clubId }} peopleOf={{ clubId }} operations={operationChoices} />
      <RecordTasks record={{ type: "club", id: clubId, label: name }} />
      <RecordHistory entityType="club" entityId={clubId} />

      <Suspense fallback={null}>
        {dialogs.form.used ? (
          <ClubFormDialog
            open={dialogs.form.open}
            onOpenChange={dialogs.form.onOpenChange}
            club={dialogs.form.editing}
            leagues={leaguesOf(windows.data ?? [])}
          />
        ) : null}
        {dialogs.remove.used ? (
          <DeleteClubDialog
            club={dialogs.remove.target}
            onClose={dialogs.remove.close}
            onDeleted={() => void navigate(paths.clubs)}
          />
        ) : null}
      </Suspense>
    </div>
  );
}
