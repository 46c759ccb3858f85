import type { Investment } from "@shared/schemas/investment";
import { Plus, Wallet } from "lucide-react";
import { useState } from "react";
import { EmptyState } from "@/components/empty-state";
import { Button } from "@/components/ui/button";
import { DeleteInvestmentDialog } from "@/features/investments/components/delete-investment-dialog";
import { InvestmentCard } from "@/features/investments/components/investment-card";
import { InvestmentFormDialog } from "@/features/investments/components/investment-form-dialog";
import { usePlayerOverviewContext } from "./player-layout";

export function PlayerInvestmentsRoute() {
  const overview = usePlayerOverviewContext();
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<Investment | undefined>();
  const [deleting, setDeleting] = useState<Investment | null>(null);

  return (
    <div className="space-y-4">
      <div className="flex items-center justify-between gap-4">
        <h2 className="text-lg font-semibold">Inversiones</h2>
        <Button onClick={() => { setEditing(undefined); setFormOpen(true); }}><Plus /> Nueva Inversión</Button>
      </div>
      {overview.investments.length === 0 ? (
        <EmptyState icon={<Wallet className="size-6" />}>No hay inversiones registradas</EmptyState>
      ) : (
        <div className="grid gap-4 md:grid-cols-2">
          {overview.investments.map((investment) => (
            <InvestmentCard key={investment.id} investment={investment} onEdit={(selected) => { setEditing(selected); setFormOpen(true); }} onDelete={setDeleting} />
          ))}
        </div>
      )}
      <InvestmentFormDialog open={formOpen} onOpenChange={setFormOpen} playerId={overview.player.id} investment={editing} />
      <DeleteInvestmentDialog investment={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
