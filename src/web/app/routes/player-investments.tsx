import { Plus, Wallet } from "lucide-react";
import { useState } from "react";

import { INVESTMENT_SORTS, type InvestmentSort } from "@shared/domain/list-sorts";
import type { Investment } from "@shared/schemas/investment";
import { Allowed } from "@/components/allowed";
import { EmptyState } from "@/components/empty-state";
import { SortSelect } from "@/components/sort-select";
import { Button } from "@/components/ui/button";
import { DeleteInvestmentDialog } from "@/features/investments/components/delete-investment-dialog";
import { InvestmentCard } from "@/features/investments/components/investment-card";
import { InvestmentFormDialog } from "@/features/investments/components/investment-form-dialog";
import { INVESTMENT_SORT_LABELS, sortInvestments } from "@/features/investments/investment-sorts";

import { usePlayerOverviewContext } from "./player-layout";

export function PlayerInvestmentsRoute() {
  const overview = usePlayerOverviewContext();
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<Investment | undefined>();
  const [deleting, setDeleting] = useState<Investment | null>(null);
  const [sort, setSort] = useState<InvestmentSort>("date");
  const items = sortInvestments(overview.investments, sort);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-4">
        <h2 className="mr-auto text-lg font-semibold">Inversiones</h2>
        {overview.investments.length > 1 && (
          <SortSelect
            id="investments-sort"
            value={sort}
            options={INVESTMENT_SORTS}
            labels={INVESTMENT_SORT_LABELS}
            onChange={setSort}
          />
        )}
        <Allowed action="create" resource="investments">
          <Button
            onClick={() => {
              setEditing(undefined);
              setFormOpen(true);
            }}
          >
            <Plus /> Nueva Inversión
          </Button>
        </Allowed>
      </div>
      {overview.investments.length === 0 ? (
        <EmptyState icon={<Wallet className="size-6" />}>No hay inversiones registradas</EmptyState>
      ) : (
        <div className="grid gap-4 md:grid-cols-2">
          {items.map((investment) => (
            <InvestmentCard
              key={investment.id}
              investment={investment}
              onEdit={(selected) => {
                setEditing(selected);
                setFormOpen(true);
              }}
              onDelete={setDeleting}
            />
          ))}
        </div>
      )}
      <InvestmentFormDialog
        open={formOpen}
        onOpenChange={setFormOpen}
        playerId={overview.player.id}
        investment={editing}
      />
      <DeleteInvestmentDialog investment={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
