import { Building2, Plus } from "lucide-react";
import { useState } from "react";

import type { Brand } from "@shared/schemas/brand";
import { Allowed } from "@/components/allowed";
import { EmptyState } from "@/components/empty-state";
import { ErrorState } from "@/components/error-state";
import { LoadMoreButton } from "@/components/load-more-button";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { RecordHistory } from "@/features/activity/components/record-history";
import { useBrandCount, useBrands } from "@/features/brands/api/get-brands";
import { BrandCard } from "@/features/brands/components/brand-card";
import { BrandFormDialog } from "@/features/brands/components/brand-form-dialog";
import { DeleteBrandDialog } from "@/features/brands/components/delete-brand-dialog";
import { ListCsvActions } from "@/features/csv-import/components/list-csv-actions";
import { useOpenFromUrl } from "@/hooks/use-open-from-url";

export function BrandsRoute() {
  const brands = useBrands();
  const count = useBrandCount();
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<Brand | undefined>();
  const [deleting, setDeleting] = useState<Brand | null>(null);
  useOpenFromUrl<Brand>(
    "brands",
    (brand) => {
      setEditing(brand);
      setFormOpen(true);
    },
    "Marca no encontrada",
  );
  const items = brands.data?.pages.flatMap((page) => page.items) ?? [];
  const total = count.data?.total;

  return (
    <div className="space-y-6">
      <PageHeader
        title="Marcas"
        description={
          total === undefined
            ? "Marcas con las que trabajas"
            : total === 1
              ? "1 marca registrada"
              : `${total} marcas registradas`
        }
        actions={
          <ListCsvActions
            resource="brands"
            addLabel="Añadir Marca"
            onAdd={() => {
              setEditing(undefined);
              setFormOpen(true);
            }}
          />
        }
      />
      {brands.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-busy="true">
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} className="h-40 rounded-xl" />
          ))}
        </div>
      ) : brands.isError ? (
        <ErrorState message="No se pudieron cargar las marcas." onRetry={() => void brands.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState
          icon={<Building2 className="size-6" />}
          action={
            <Allowed action="create" resource="brands">
              <Button
                onClick={() => {
                  setEditing(undefined);
                  setFormOpen(true);
                }}
              >
                <Plus /> Añadir Marca
              </Button>
            </Allowed>
          }
        >
          Todavía no hay marcas. Aquí estarán las marcas con las que negocias patrocinios, con sus contactos y sus
          acuerdos.
        </EmptyState>
      ) : (
        <>
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {items.map((brand) => (
              <BrandCard
                key={brand.id}
                brand={brand}
                onEdit={(selected) => {
                  setEditing(selected);
                  setFormOpen(true);
                }}
                onDelete={setDeleting}
              />
            ))}
          </div>
          <LoadMoreButton pages={brands} />
        </>
      )}
      <BrandFormDialog
        open={formOpen}
        onOpenChange={setFormOpen}
        brand={editing}
        history={editing ? <RecordHistory entityType="brand" entityId={editing.id} /> : null}
      />
      <DeleteBrandDialog brand={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
