import { Download, Images, Trash2 } from "lucide-react";
import { useState } from "react";

import { campaignFileName } from "@shared/domain/campaign-file-name";
import { campaignTemplate } from "@shared/domain/campaign-templates";
import { STYLE_LABELS, type CampaignImage } from "@shared/schemas/campaign-image";
import { EmptyState } from "@/components/empty-state";
import { ErrorState } from "@/components/error-state";
import { PlayerApprovalAction, PlayerApprovalBadge } from "@/components/player-approval";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDate } from "@/lib/format";

import { useCampaignImages } from "../api/get-campaign-images";
import { DeleteCampaignImageDialog } from "./delete-campaign-image-dialog";

/** The player's images, newest first, each to download again or delete. */
export function CampaignHistory({ playerId, playerName }: { playerId: string; playerName: string }) {
  const [brandId, setBrandId] = useState("");
  const all = useCampaignImages(playerId);
  const images = useCampaignImages(playerId, brandId);
  const [deleting, setDeleting] = useState<CampaignImage | null>(null);
  // The brands this player's images were made for, to narrow the history to one.
  const brands = new Map(
    (all.data ?? []).flatMap((image) => (image.brandId && image.brandName ? [[image.brandId, image.brandName]] : [])),
  );

  return (
    <section aria-labelledby="campaign-history-heading" className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h3 id="campaign-history-heading" className="text-base font-semibold">
          Historial de imágenes
        </h3>
        {brands.size > 0 || brandId ? (
          <div className="grid gap-1.5">
            <Label htmlFor="campaign-history-brand">Marca</Label>
            <NativeSelect
              id="campaign-history-brand"
              value={brandId}
              onChange={(event) => setBrandId(event.target.value)}
            >
              <option value="">Todas las marcas</option>
              {[...brands].map(([id, name]) => (
                <option key={id} value={id}>
                  {name}
                </option>
              ))}
            </NativeSelect>
          </div>
        ) : null}
      </div>
      {images.isPending ? (
        <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" aria-busy="true" aria-label="Cargando imágenes">
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} className="h-48 rounded-lg" />
          ))}
        </div>
      ) : images.isError ? (
        <ErrorState message="No se pudieron cargar las imágenes." onRetry={() => void images.refetch()} />
      ) : images.data.length === 0 ? (
        <EmptyState icon={<Images className="size-6" />}>
          {brandId ? "No hay imágenes para esta marca" : "Todavía no hay imágenes de campaña para este jugador"}
        </EmptyState>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {images.data.map((image) => {
            const name = campaignTemplate(image.campaignType).name;
            return (
              <li
                key={image.id}
                data-testid="campaign-history-item"
                className="flex flex-col overflow-hidden rounded-lg border bg-card"
              >
                <img
                  src={image.imageUrl}
                  alt={`${name} de ${playerName}`}
                  loading="lazy"
                  className="aspect-video w-full bg-muted object-contain"
                />
                <div className="flex items-start gap-2 p-3">
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-sm font-medium">{name}</p>
                    <p className="text-xs text-muted-foreground">
                      {[formatDate(image.createdAt), image.aspectRatio, STYLE_LABELS[image.style], image.brandName]
                        .filter(Boolean)
                        .join(" · ")}
                    </p>
                    <PlayerApprovalBadge approval={image.playerApproval} />
                  </div>
                  <Button variant="ghost" size="icon" className="size-11" asChild>
                    <a
                      href={image.imageUrl}
                      download={campaignFileName(playerName, image.campaignType, image.createdAt)}
                      aria-label={`Descargar ${name}`}
                    >
                      <Download />
                    </a>
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-11"
                    aria-label={`Eliminar ${name}`}
                    onClick={() => setDeleting(image)}
                  >
                    <Trash2 />
                  </Button>
                </div>
                {image.playerApproval?.status === "approved" ? null : (
                  <div className="border-t px-1 py-1">
                    <PlayerApprovalAction
                      recordType="campaign_image"
                      recordId={image.id}
                      approval={image.playerApproval}
                      description={`${name} · ${playerName}`}
                    />
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <DeleteCampaignImageDialog image={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}
