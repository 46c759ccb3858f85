import { ImageUp, Pencil, Trash2 } from "lucide-react";
import { lazy, Suspense, useState } from "react";

import type { Deal } from "@shared/schemas/deal";
import { PlayerApprovalBadge } from "@/components/player-approval";
import { DealStageBadge } from "@/components/status-badges";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";

import { DealApprovalAction } from "./deal-approval-action";
import { DealDeliverables, DealFlags, DealTerms } from "./deal-terms";

const PictureDialog = lazy(() =>
  import("@/components/record-picture/picture-dialog").then((m) => ({ default: m.PictureDialog })),
);

type DealCardProps = {
  deal: Deal;
  onEdit: (deal: Deal) => void;
  onDelete: (deal: Deal) => void;
  /** More actions a screen adds to the card's row (its split, from another feature). */
  extraActions?: React.ReactNode;
};

export function DealCard({ deal, onEdit, onDelete, extraActions }: DealCardProps) {
  const [choosingProduct, setChoosingProduct] = useState(false);
  return (
    <Card className="gap-4 p-5" data-testid="deal-card">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="truncate font-semibold">{deal.brandName}</h3>
          <p className="text-sm text-muted-foreground">{deal.brandSector}</p>
          <DealFlags deal={deal} />
          <PlayerApprovalBadge approval={deal.playerApproval} />
        </div>
        <DealStageBadge stage={deal.stage} />
      </div>
      <DealTerms deal={deal} showType />
      {deal.productUrl ? (
        <img
          src={deal.productUrl}
          alt={`Producto de ${deal.brandName}`}
          loading="lazy"
          className="h-24 w-full rounded-md border bg-white object-contain"
        />
      ) : null}
      {deal.deliverables.length > 0 ? (
        <div className="space-y-1.5">
          <p className="text-xs text-muted-foreground">Entregables</p>
          <DealDeliverables deal={deal} />
        </div>
      ) : null}
      <div className="flex flex-wrap justify-end gap-1 border-t pt-3">
        <DealApprovalAction deal={deal} />
        {extraActions}
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Foto del producto de ${deal.brandName}`}
          onClick={() => setChoosingProduct(true)}
        >
          <ImageUp /> Producto
        </Button>
        <Button variant="ghost" size="sm" onClick={() => onEdit(deal)}>
          <Pencil /> Editar
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className="text-destructive hover:text-destructive"
          aria-label={`Eliminar patrocinio con ${deal.brandName}`}
          onClick={() => onDelete(deal)}
        >
          <Trash2 /> Eliminar
        </Button>
      </div>
      {choosingProduct ? (
        <Suspense fallback={null}>
          <PictureDialog
            kind="product"
            title={`Producto de ${deal.brandName} · ${deal.playerName}`}
            path={`/deals/${deal.id}/product`}
            currentUrl={deal.productUrl}
            onClose={() => setChoosingProduct(false)}
          />
        </Suspense>
      ) : null}
    </Card>
  );
}
