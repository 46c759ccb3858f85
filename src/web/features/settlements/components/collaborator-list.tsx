import { Plus, UserRoundPlus } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";

import { COLLABORATOR_KIND_LABELS } from "@shared/schemas/collaborator";
import { Allowed } from "@/components/allowed";
import { EmptyState } from "@/components/empty-state";
import { ErrorState } from "@/components/error-state";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { paths } from "@/config/paths";
import { formatEuros } from "@/lib/format";

import { useCollaborators } from "../api/collaborators";
import { CollaboratorFormDialog } from "./collaborator-form-dialog";

/** Everyone owed part of the agency's fees, with what they earned, were paid and are owed today. */
export function CollaboratorList() {
  const collaborators = useCollaborators();
  const [creating, setCreating] = useState(false);
  const add = (
    <Allowed action="create" resource="settlements">
      <Button onClick={() => setCreating(true)}>
        <Plus /> Nuevo colaborador
      </Button>
    </Allowed>
  );
  return (
    <section className="space-y-3" aria-labelledby="collaborator-list-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="collaborator-list-title" className="text-lg font-semibold">
          Colaboradores
        </h2>
        {collaborators.data?.length ? add : null}
      </div>
      {collaborators.isPending ? (
        <Skeleton className="h-40 rounded-xl" aria-label="Cargando colaboradores" />
      ) : collaborators.isError ? (
        <ErrorState message="No se pudieron cargar los colaboradores." onRetry={() => void collaborators.refetch()} />
      ) : collaborators.data.length === 0 ? (
        <EmptyState icon={<UserRoundPlus className="size-6" />} action={add}>
          Aún no hay colaboradores. Añade al agente con quien compartes una operación o al ojeador que cobra una parte,
          y repártelo desde la operación, el patrocinio o el mandato.
        </EmptyState>
      ) : (
        <Card className="gap-0 py-0">
          <div
            className="hidden gap-2 border-b px-4 py-2 text-xs text-muted-foreground sm:grid sm:grid-cols-[minmax(0,1fr)_8rem_8rem_8rem]"
            aria-hidden
          >
            <span>Colaborador</span>
            <span className="text-right">Devengado</span>
            <span className="text-right">Pagado</span>
            <span className="text-right">Pendiente</span>
          </div>
          <ul className="divide-y">
            {collaborators.data.map((collaborator) => (
              <li key={collaborator.id}>
                <Link
                  to={paths.collaborator(collaborator.id)}
                  className="grid grid-cols-3 gap-x-2 gap-y-1 px-4 py-3 hover:bg-muted/50 sm:grid-cols-[minmax(0,1fr)_8rem_8rem_8rem] sm:items-center"
                >
                  <span className="col-span-3 min-w-0 sm:col-span-1">
                    <span className="block truncate font-medium">{collaborator.name}</span>
                    <span className="block text-sm text-muted-foreground">
                      {COLLABORATOR_KIND_LABELS[collaborator.kind]}
                      {collaborator.licenceNumber ? ` · licencia ${collaborator.licenceNumber}` : " · sin licencia"}
                    </span>
                  </span>
                  <Figure label="Devengado" value={collaborator.earned} />
                  <Figure label="Pagado" value={collaborator.paid} />
                  <Figure label="Pendiente" value={collaborator.pending} strong />
                </Link>
              </li>
            ))}
          </ul>
        </Card>
      )}
      <CollaboratorFormDialog open={creating} onOpenChange={setCreating} />
    </section>
  );
}

function Figure({ label, value, strong }: { label: string; value: number; strong?: boolean }) {
  return (
    <span className="text-sm tabular-nums sm:text-right">
      <span className="block text-xs text-muted-foreground sm:hidden">{label}</span>
      <span className={strong ? "font-semibold" : undefined}>{formatEuros(value)}</span>
    </span>
  );
}
