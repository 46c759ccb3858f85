import { Download, ImagePlus } from "lucide-react";

import { campaignFileName } from "@shared/domain/campaign-file-name";
import type { CampaignImage } from "@shared/schemas/campaign-image";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";

type CampaignResultProps = { image: CampaignImage; playerName: string; onNew: () => void };

export function CampaignResult({ image, playerName, onNew }: CampaignResultProps) {
  return (
    <Card data-testid="campaign-result">
      <CardContent className="space-y-4">
        <div className="flex items-center justify-between gap-2">
          <h3 className="text-sm font-medium">Imagen generada</h3>
          <Badge tone="success">Listo</Badge>
        </div>
        <img
          src={image.imageUrl}
          alt={`Imagen de campaña de ${playerName}`}
          className="mx-auto max-h-[70vh] w-auto rounded-lg border"
        />
        <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
          <Button asChild>
            <a href={image.imageUrl} download={campaignFileName(playerName, image.campaignType, image.createdAt)}>
              <Download />
              Descargar
            </a>
          </Button>
          <Button variant="outline" onClick={onNew}>
            <ImagePlus />
            Nueva Imagen
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
