import { ArrowLeftRight, ArrowRight, MessagesSquare, Pencil, Plus } from "lucide-react";
import { lazy, Suspense } from "react";
import { Link, useParams } from "react-router";

import type { Offer } from "@shared/schemas/offer";
import type { Operation } from "@shared/schemas/operation";
import { Allowed } from "@/components/allowed";
import { EmptyState } from "@/components/empty-state";
import { ErrorState } from "@/components/error-state";
import { RuleWarnings } from "@/components/rule-warnings";
import { OperationStageBadge } from "@/components/status-badges";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { paths } from "@/config/paths";
import { RecordHistory } from "@/features/activity/components/record-history";
import { useSettings } from "@/features/agent-settings/api/get-settings";
import { ContactLogPanel } from "@/features/contacts/components/contact-log-panel";
import { useOffers, useOperation } from "@/features/operations/api/offers";
import { OfferItem } from "@/features/operations/components/offer-item";
import { SignedFee } from "@/features/operations/components/signed-fee";
import { SplitsCard } from "@/features/settlements/components/splits-summary";
import { RecordTasks } from "@/features/tasks/components/record-tasks";
import { useRecordDialogs } from "@/hooks/use-record-dialogs";
import { ApiError } from "@/lib/api-client";
import { useClubOptions } from "@/lib/club-options";
import { formatDate } from "@/lib/format";
import { HIDDEN_TEXT, isHidden, shownOr } from "@/lib/hidden";
import { usePlayerOptions } from "@/lib/player-options";
import { useReads } from "@/lib/session";

import { useDocumentTitle } from "../document-title";
import { usePageTrail } from "../layout/page-trail";

const OfferFormDialog = lazy(() =>
  import("@/features/operations/components/offer-form-dialog").then((m) => ({ default: m.OfferFormDialog })),
);
const DeleteOfferDialog = lazy(() =>
  import("@/features/operations/components/delete-offer-dialog").then((m) => ({ default: m.DeleteOfferDialog })),
);
const OperationFormDialog = lazy(() =>
  import("@/features/operations/components/operation-form-dialog").then((m) => ({ default: m.OperationFormDialog })),
);

/** Who acts for the player, with the FIFA licence the summary must carry. */
function AgentLine() {
  const settings = useSettings();
  if (settings.isPending) return <Skeleton className="h-5 w-64" aria-label="Cargando agente" />;
  if (settings.isError) return <p className="text-sm text-muted-foreground">No se pudo cargar el agente.</p>;
  const { name, licenceNumber } = settings.data.profile;
  return (
    <p className="text-sm">
      <span className="text-muted-foreground">Agente: </span>
      <span className="font-medium">{name}</span>
      {licenceNumber ? (
        <> · Licencia FIFA n.º {licenceNumber}</>
      ) : (
        <>
          {" · "}
          <Link to={paths.settings} className="text-muted-foreground underline underline-offset-4">
            Añade tu número de licencia FIFA en Configuración
          </Link>
        </>
      )}
    </p>
  );
}

function Terms({ operation }: { operation: Operation }) {
  const money = (value: string | null) => shownOr(operation, value || null);
  const rows: [string, string | null][] = [
    ["Importe del traspaso", money(operation.transferFee)],
    ["Salario bruto anual", money(operation.salary)],
    ["Prima de fichaje", money(operation.signingBonus)],
    ["Variables", money(operation.bonuses)],
    [
      "Contrato",
      operation.startDate || operation.endDate
        ? `${operation.startDate ? formatDate(operation.startDate) : "…"} – ${operation.endDate ? formatDate(operation.endDate) : "…"}`
        : null,
    ],
    ["Fecha de firma", operation.signedOn ? formatDate(operation.signedOn) : null],
    [
      "Honorario del agente",
      isHidden(operation)
        ? HIDDEN_TEXT
        : operation.agentFeePercent !== null
          ? `${operation.agentFeePercent.toLocaleString("es-ES")} % del salario`
          : operation.agentFeeAmount,
    ],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-3 border-b py-1.5 last:border-0 sm:block sm:border-0">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="font-medium">{value ?? "Sin datos"}</dd>
        </div>
      ))}
    </dl>
  );
}

function Offers({ operation }: { operation: Operation }) {
  const offers = useOffers(operation.id);
  const clubs = useClubOptions();
  const dialogs = useRecordDialogs<Offer>();
  return (
    <section className="space-y-3" aria-labelledby="operation-offers">
      <div className="flex items-center justify-between gap-4">
        <h2 id="operation-offers" className="text-lg font-semibold">
          Ofertas
        </h2>
        <Allowed action="create" resource="operations">
          <Button variant="outline" onClick={() => dialogs.openForm(undefined)}>
            <Plus /> Nueva oferta
          </Button>
        </Allowed>
      </div>
      {offers.isPending ? (
        <Skeleton className="h-24 rounded-xl" aria-label="Cargando ofertas" />
      ) : offers.isError ? (
        <ErrorState message="No se pudieron cargar las ofertas." onRetry={() => void offers.refetch()} />
      ) : offers.data.length === 0 ? (
        <EmptyState icon={<MessagesSquare className="size-6" />}>
          Todavía no hay ofertas. Registra cada propuesta, la tuya o la del club, y su respuesta.
        </EmptyState>
      ) : (
        <ol className="divide-y rounded-xl border bg-card">
          {offers.data.map((offer) => (
            <OfferItem key={offer.id} offer={offer} onEdit={dialogs.openForm} onDelete={dialogs.askDelete} />
          ))}
        </ol>
      )}
      <Suspense fallback={null}>
        {dialogs.form.used ? (
          <OfferFormDialog
            open={dialogs.form.open}
            onOpenChange={dialogs.form.onOpenChange}
            operationId={operation.id}
            offer={dialogs.form.editing}
            operationClub={operation.clubName}
            clubs={clubs.data ?? []}
          />
        ) : null}
        {dialogs.remove.used ? (
          <DeleteOfferDialog operationId={operation.id} offer={dialogs.remove.target} onClose={dialogs.remove.close} />
        ) : null}
      </Suspense>
    </section>
  );
}

/** One operation: who moves where, the terms so far, every offer in order and the history. */
export function OperationDetailRoute() {
  const { operationId = "" } = useParams();
  const operation = useOperation(operationId);
  const players = usePlayerOptions();
  const clubs = useClubOptions();
  const dialogs = useRecordDialogs<Operation>();
  const reads = useReads();
  const notFound = operation.error instanceof ApiError && operation.error.status === 404;
  const title = operation.data ? `${operation.data.type} de ${operation.data.playerName}` : undefined;
  useDocumentTitle(title ?? (notFound ? "Operación no encontrada" : undefined), operation.isSuccess || notFound);
  usePageTrail("Operaciones", paths.operations, title);

  if (operation.isPending) return <Skeleton className="h-40 rounded-xl" aria-label="Cargando operación" />;
  if (operation.isError) {
    if (notFound)
      return (
        <EmptyState icon={<ArrowLeftRight className="size-6" />} asHeading>
          Operación no encontrada
        </EmptyState>
      );
    return <ErrorState message="No se pudo cargar la operación." onRetry={() => void operation.refetch()} />;
  }
  const current = operation.data;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0 space-y-2">
          <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{title}</h1>
          <p className="flex flex-wrap items-center gap-2 text-sm">
            <Badge tone="outline">{current.type}</Badge>
            <OperationStageBadge stage={current.stage} />
            <Link to={paths.playerTab(current.playerId, "operations")} className="underline-offset-4 hover:underline">
              {current.playerName}
            </Link>
            {current.originClubId && current.originClubName ? (
              <>
                <span aria-hidden="true">·</span>
                <Link to={paths.club(current.originClubId)} className="underline-offset-4 hover:underline">
                  {current.originClubName}
                </Link>
                <ArrowRight className="size-3.5 text-muted-foreground" aria-label="a" />
              </>
            ) : (
              <span aria-hidden="true">·</span>
            )}
            <Link to={paths.club(current.clubId)} className="font-medium underline-offset-4 hover:underline">
              {current.clubName}
            </Link>
          </p>
          {current.stage === "Caída" && current.lostReason ? (
            <p className="text-sm text-muted-foreground">Motivo: {current.lostReason}</p>
          ) : null}
        </div>
        <Button variant="outline" onClick={() => dialogs.openForm(current)}>
          <Pencil /> Editar
        </Button>
      </div>
      <RuleWarnings warnings={current.warnings} />
      <Card className="gap-3 p-5">
        <h2 className="font-semibold">Resumen de la operación</h2>
        <AgentLine />
        <Terms operation={current} />
        {current.stage === "Firmada" && !isHidden(current) ? <SignedFee operation={current} /> : null}
      </Card>
      {reads("settlements") ? (
        <SplitsCard
          source="operation"
          id={current.id}
          subject={`${current.type} de ${current.playerName} con ${current.clubName}`}
        />
      ) : null}
      <Offers operation={current} />
      <ContactLogPanel subject={{ operationId: current.id }} peopleOf={{ clubId: current.clubId }} />
      <RecordTasks
        record={{
          type: "operation",
          id: current.id,
          label: `${current.type} · ${current.playerName} · ${current.clubName}`,
        }}
      />
      <RecordHistory entityType="operation" entityId={current.id} />
      <Suspense fallback={null}>
        {dialogs.form.used ? (
          <OperationFormDialog
            open={dialogs.form.open}
            onOpenChange={dialogs.form.onOpenChange}
            operation={dialogs.form.editing}
            players={players.data ?? []}
            clubs={clubs.data ?? []}
          />
        ) : null}
      </Suspense>
    </div>
  );
}
