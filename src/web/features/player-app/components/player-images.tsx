import { Download, ImageIcon } from "lucide-react";

import { CAMPAIGN_TEMPLATES } from "@shared/domain/campaign-templates";
import { ASPECT_RATIO_LABELS } from "@shared/schemas/campaign-image";
import { EmptyState } from "@/components/empty-state";
import { formatDate } from "@/lib/format";

import { usePlayerImages } from "../api/player-app";
import { PlayerScreen } from "./player-section";
import { YourAnswerBadge } from "./your-answer-badge";

const templateName = (id: string) => CAMPAIGN_TEMPLATES.find((template) => template.id === id)?.name ?? id;

/** Imágenes: the campaign images the agency made for the player, with whether they approved each one. */
export function PlayerImagesView() {
  const images = usePlayerImages();
  return (
    <PlayerScreen title="Imágenes" query={images} failure="No se pudieron cargar tus imágenes.">
      {({ items }) =>
        items.length === 0 ? (
          <EmptyState icon={<ImageIcon className="size-6" />}>
            Tu agente aún no ha creado imágenes de campaña para ti.
          </EmptyState>
        ) : (
          <ul className="grid grid-cols-2 gap-3">
            {items.map((image) => (
              <li key={image.id} className="space-y-1.5">
                <a href={image.imageUrl} target="_blank" rel="noreferrer" className="block">
                  <img
                    src={image.imageUrl}
                    alt={`${templateName(image.campaignType)}, ${formatDate(image.createdAt)}`}
                    loading="lazy"
                    className="aspect-square w-full rounded-lg border bg-muted object-contain"
                  />
                </a>
                <p className="text-sm leading-tight font-medium">{templateName(image.campaignType)}</p>
                <p className="text-xs text-muted-foreground">
                  {ASPECT_RATIO_LABELS[image.aspectRatio]} · {formatDate(image.createdAt)}
                </p>
                <div className="flex flex-wrap items-center gap-1.5">
                  <YourAnswerBadge approval={image.playerApproval} />
                  <a
                    href={image.imageUrl}
                    download={`palco-${image.id}.png`}
                    className="inline-flex min-h-11 items-center gap-1 text-xs underline"
                  >
                    <Download className="size-3.5" aria-hidden="true" /> Descargar
                  </a>
                </div>
              </li>
            ))}
          </ul>
        )
      }
    </PlayerScreen>
  );
}
