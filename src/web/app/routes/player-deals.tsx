import { Handshake, Plus } from "lucide-react";
import { useState } from "react";

import type { Deal } from "@shared/schemas/deal";
import { Allowed } from "@/components/allowed";
import { EmptyState } from "@/components/empty-state";
import { Button } from "@/components/ui/button";
import { RecordHistory } from "@/features/activity/components/record-history";
import { useCreateBrand } from "@/features/brands/api/create-brand";
import { useBrandOptions } from "@/features/brands/api/get-brands";
import { DealCard } from "@/features/deals/components/deal-card";
import { DealFormDialog } from "@/features/deals/components/deal-form-dialog";
import { DeleteDealDialog } from "@/features/deals/components/delete-deal-dialog";
import { SplitsButton } from "@/features/settlements/components/splits-summary";
import { RecordSignature } from "@/features/signatures/components/record-signature";

import { usePlayerOverviewContext } from "./player-layout";

export function PlayerDealsRoute() {
  const overview = usePlayerOverviewContext();
  const brands = useBrandOptions();
  const createBrand = useCreateBrand();
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<Deal | undefined>();
  const [deleting, setDeleting] = useState<Deal | null>(null);

  return (
    <div className="space-y-4">
      <div className="flex items-center justify-between gap-4">
        <h2 className="text-lg font-semibold">Patrocinios</h2>
        <Allowed action="create" resource="deals">
          <Button
            onClick={() => {
              setEditing(undefined);
              setFormOpen(true);
            }}
          >
            <Plus /> Nuevo Patrocinio
          </Button>
        </Allowed>
      </div>
      {overview.deals.length === 0 ? (
        <EmptyState icon={<Handshake className="size-6" />}>No hay patrocinios registrados</EmptyState>
      ) : (
        <div className="grid gap-4 md:grid-cols-2">
          {overview.deals.map((deal) => (
            <DealCard
              key={deal.id}
              deal={deal}
              onEdit={(selected) => {
                setEditing(selected);
                setFormOpen(true);
              }}
              onDelete={setDeleting}
              extraActions={
                <>
                  <RecordSignature recordType="deal" recordId={deal.id} template="deal-memo" />
                  <RecordSignature recordType="deal" recordId={deal.id} template="image-rights" />
                  <SplitsButton
                    source="deal"
                    id={deal.id}
                    subject={`Patrocinio de ${deal.playerName} con ${deal.brandName}`}
                  />
                </>
              }
            />
          ))}
        </div>
      )}
      <DealFormDialog
        open={formOpen}
        onOpenChange={setFormOpen}
        playerId={overview.player.id}
        brands={brands.data ?? []}
        createBrand={(input) => createBrand.mutateAsync(input)}
        deal={editing}
        history={editing ? <RecordHistory entityType="deal" entityId={editing.id} /> : null}
      />
      <DeleteDealDialog deal={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
