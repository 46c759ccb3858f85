import { FileSignature, Plus } from "lucide-react";
import { useState } from "react";

import type { Mandate } from "@shared/schemas/mandate";
import { EmptyState } from "@/components/empty-state";
import { ErrorState } from "@/components/error-state";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";

import { useMandates } from "../api/get-mandates";
import { DeleteMandateDialog } from "./delete-mandate-dialog";
import { MandateCard } from "./mandate-card";
import { MandateFormDialog } from "./mandate-form-dialog";

/** The agency's mandates, or one player's when `playerId` is given, with create, edit and delete. */
export function MandateList({
  playerId,
  heading,
  actionsOf,
}: {
  playerId?: string;
  heading: React.ReactNode;
  /** More actions for each mandate's card, from the screen (its split). */
  actionsOf?: (mandate: Mandate) => React.ReactNode;
}) {
  const mandates = useMandates(playerId);
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<Mandate | undefined>();
  const [deleting, setDeleting] = useState<Mandate | null>(null);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-4">
        {heading}
        <Button
          onClick={() => {
            setEditing(undefined);
            setFormOpen(true);
          }}
        >
          <Plus /> Nuevo mandato
        </Button>
      </div>
      {mandates.isPending ? (
        <div className="grid gap-4 md:grid-cols-2" aria-busy="true" aria-label="Cargando mandatos">
          <Skeleton className="h-52 rounded-xl" />
          <Skeleton className="h-52 rounded-xl" />
        </div>
      ) : mandates.isError ? (
        <ErrorState message="No se pudieron cargar los mandatos." onRetry={() => void mandates.refetch()} />
      ) : mandates.data.length === 0 ? (
        <EmptyState icon={<FileSignature className="size-6" />}>No hay mandatos registrados</EmptyState>
      ) : (
        <div className="grid gap-4 md:grid-cols-2">
          {mandates.data.map((mandate) => (
            <MandateCard
              key={mandate.id}
              mandate={mandate}
              showPlayer={!playerId}
              onEdit={(selected) => {
                setEditing(selected);
                setFormOpen(true);
              }}
              onDelete={setDeleting}
              extraActions={actionsOf?.(mandate)}
            />
          ))}
        </div>
      )}
      <MandateFormDialog open={formOpen} onOpenChange={setFormOpen} playerId={playerId ?? ""} mandate={editing} />
      <DeleteMandateDialog mandate={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
