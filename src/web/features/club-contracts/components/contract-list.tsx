import { FileText, Plus } from "lucide-react";
import { useState } from "react";

import { agencyToday } from "@shared/domain/calendar-day";
import type { ClubContract } from "@shared/schemas/club-contract";
import { EmptyState } from "@/components/empty-state";
import { ErrorState } from "@/components/error-state";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { isHidden } from "@/lib/hidden";
import { useMay } from "@/lib/session";

import { useClubContracts } from "../api/get-club-contracts";
import { ContractCard } from "./contract-card";
import { ContractFormDialog } from "./contract-form-dialog";
import { DeleteContractDialog } from "./delete-contract-dialog";

/** A player's contracts with clubs, the latest first, with create, edit and delete for who may. */
export function ContractList({ playerId }: { playerId: string }) {
  const contracts = useClubContracts(playerId);
  const mayCreate = useMay("players", "create");
  const mayEdit = useMay("players", "edit");
  const mayDelete = useMay("players", "delete");
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<ClubContract | undefined>();
  const [deleting, setDeleting] = useState<ClubContract | null>(null);
  const today = agencyToday();

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 className="text-lg font-semibold">Contrato con el club</h2>
        {mayCreate ? (
          <Button
            onClick={() => {
              setEditing(undefined);
              setFormOpen(true);
            }}
          >
            <Plus /> Nuevo contrato
          </Button>
        ) : null}
      </div>
      {contracts.isPending ? (
        <Skeleton className="h-72 rounded-xl" aria-busy="true" aria-label="Cargando contratos" />
      ) : contracts.isError ? (
        <ErrorState message="No se pudieron cargar los contratos." onRetry={() => void contracts.refetch()} />
      ) : contracts.data.length === 0 ? (
        <EmptyState icon={<FileText className="size-6" />}>
          No hay contratos con clubes. Se crea uno al firmar una operación, o añádelo a mano.
        </EmptyState>
      ) : (
        <div className="grid gap-4">
          {contracts.data.map((contract) => (
            <ContractCard
              key={contract.id}
              contract={contract}
              today={today}
              // A role that does not see the figures cannot rewrite them.
              onEdit={
                mayEdit && !isHidden(contract)
                  ? (selected) => {
                      setEditing(selected);
                      setFormOpen(true);
                    }
                  : undefined
              }
              onDelete={mayDelete ? setDeleting : undefined}
            />
          ))}
        </div>
      )}
      <ContractFormDialog open={formOpen} onOpenChange={setFormOpen} playerId={playerId} contract={editing} />
      <DeleteContractDialog contract={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
