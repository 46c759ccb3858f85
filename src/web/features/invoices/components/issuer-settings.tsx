import { Plus, ReceiptText } from "lucide-react";
import { useState } from "react";

import { ISSUER_KIND_LABELS } from "@shared/domain/invoices";
import type { BillingIssuer } from "@shared/schemas/billing-issuer";
import { EmptyState } from "@/components/empty-state";
import { ErrorState } from "@/components/error-state";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";

import { useIssuers } from "../api/billing";
import { IssuerFormDialog } from "./issuer-form-dialog";

/** Configuración > Facturación: the issuers the agency invoices as. */
export function IssuerSettings({ canEdit }: { canEdit: boolean }) {
  const issuers = useIssuers();
  const [editing, setEditing] = useState<BillingIssuer | "new" | null>(null);
  if (issuers.isPending) return <Skeleton className="h-24 rounded-lg" aria-label="Cargando emisores" />;
  if (issuers.isError)
    return <ErrorState message="No se pudieron cargar los emisores." onRetry={() => void issuers.refetch()} />;
  return (
    <div className="space-y-4">
      {issuers.data.items.length === 0 ? (
        <EmptyState icon={<ReceiptText className="size-6" />}>
          Aún no hay emisores. Añade la sociedad de la agencia (o el agente que factura como autónomo) para emitir
          facturas desde las comisiones.
        </EmptyState>
      ) : (
        <ul className="divide-y rounded-lg border">
          {issuers.data.items.map((issuer) => (
            <li key={issuer.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
              <div className="min-w-0">
                <p className="font-medium">{issuer.name}</p>
                <p className="text-sm text-muted-foreground">
                  {ISSUER_KIND_LABELS[issuer.kind]} · NIF {issuer.nif} · series {issuer.series} y{" "}
                  {issuer.rectifyingSeries}
                  {" · "}
                  {issuer.irpfPercent ? `retención ${issuer.irpfPercent} %` : "sin retención"}
                </p>
              </div>
              <div className="flex items-center gap-2">
                <Badge tone={issuer.irpfConfirmed ? "success" : "warning"}>
                  {issuer.irpfConfirmed ? "Retención confirmada" : "Retención sin confirmar"}
                </Badge>
                {canEdit ? (
                  <Button variant="outline" size="sm" onClick={() => setEditing(issuer)}>
                    Editar
                  </Button>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
      {canEdit ? (
        <Button variant="outline" onClick={() => setEditing("new")}>
          <Plus /> Añadir emisor
        </Button>
      ) : null}
      <IssuerFormDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        issuer={editing === "new" || editing === null ? undefined : editing}
      />
    </div>
  );
}
