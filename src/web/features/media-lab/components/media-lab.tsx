import { Loader2, Wand2 } from "lucide-react";
import { useId, useState } from "react";

import { copyFromBrief } from "@shared/domain/campaign-copy";
import { campaignTemplate, type CampaignTemplate } from "@shared/domain/campaign-templates";
import {
  CAMPAIGN_DEFAULTS,
  CAMPAIGN_IMAGE_MESSAGES,
  campaignCopySchema,
  DESCRIPTION_NEEDED,
  MAX_CAMPAIGN_PROMPT,
  type CampaignImage,
} from "@shared/schemas/campaign-image";
import type { Player } from "@shared/schemas/player";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/lib/toast";

import { campaignImageErrorMessage, useGenerateCampaignImage } from "../api/generate-campaign-image";
import { CampaignCopyEditor, draftOf, hashtagsOf, type CopyDraft } from "./campaign-copy-editor";
import { CampaignHistory } from "./campaign-history";
import { CampaignOptions, type CampaignChoices } from "./campaign-options";
import { CampaignResult } from "./campaign-result";
import { CampaignTargetSelect, targetIds, type CampaignTarget } from "./campaign-target";
import { CampaignTemplates } from "./campaign-templates";

/** The campaign image generator for one player: templates, options, the brief, the result and the history. */
export function MediaLab({ player }: { player: Player }) {
  const [choices, setChoices] = useState<CampaignChoices>({ ...CAMPAIGN_DEFAULTS });
  const [description, setDescription] = useState("");
  const [descriptionError, setDescriptionError] = useState<string | null>(null);
  const [result, setResult] = useState<CampaignImage | null>(null);
  const [target, setTarget] = useState<CampaignTarget>("");
  // The agent's own words once they change the copy; until then it follows the description.
  const [editedCopy, setEditedCopy] = useState<CopyDraft | null>(null);
  const [copyProblem, setCopyProblem] = useState<string | null>(null);
  const draft = editedCopy ?? draftOf(copyFromBrief(description, campaignTemplate(choices.campaignType)));
  const generate = useGenerateCampaignImage();
  const errorId = useId();

  const applyTemplate = (template: CampaignTemplate) => {
    setDescription(template.prompt);
    setDescriptionError(null);
    setChoices((current) => ({ ...current, campaignType: template.id }));
    toast.success(`Template "${template.name}" aplicado`);
  };

  const submit = () => {
    if (description.trim() === "") {
      setDescriptionError(DESCRIPTION_NEEDED);
      toast.error(DESCRIPTION_NEEDED);
      return;
    }
    const copy = campaignCopySchema.safeParse({ ...draft, hashtags: hashtagsOf(draft.hashtags) });
    if (!copy.success) {
      const message = copy.error.issues[0]?.message ?? "Revisa el texto de la imagen";
      setCopyProblem(message);
      toast.error(message);
      return;
    }
    setCopyProblem(null);
    generate.mutate(
      {
        prompt: description.trim(),
        playerId: player.id,
        playerName: player.name,
        ...choices,
        ...targetIds(target),
        copy: copy.data,
      },
      {
        onSuccess: (image) => {
          setResult(image);
          toast.success(CAMPAIGN_IMAGE_MESSAGES.success);
        },
        onError: (error) => toast.error(campaignImageErrorMessage(error)),
      },
    );
  };

  const startOver = () => {
    setResult(null);
    setDescription("");
    setEditedCopy(null);
    setCopyProblem(null);
    generate.reset();
  };

  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-lg font-semibold">Generador de imágenes de campaña</h2>
        <p className="text-sm text-muted-foreground">
          Crea piezas para las redes y las marcas de {player.name} a partir de un template o de tu propia idea.
        </p>
      </div>
      <CampaignTemplates selected={choices.campaignType} onApply={applyTemplate} />
      <Card>
        <CardContent className="space-y-4">
          <CampaignOptions value={choices} disabled={generate.isPending} onChange={setChoices} />
          <div className="sm:max-w-md">
            <CampaignTargetSelect
              playerId={player.id}
              value={target}
              disabled={generate.isPending}
              onChange={setTarget}
            />
          </div>
          <div className="space-y-2">
            <Label htmlFor="campaign-description">Descripción de la campaña</Label>
            <Textarea
              id="campaign-description"
              value={description}
              maxLength={MAX_CAMPAIGN_PROMPT}
              disabled={generate.isPending}
              placeholder="Describe la escena, el producto y el mensaje. Ej.: presentación de las nuevas botas con el mensaje: Diseñadas para marcar la diferencia."
              className="min-h-[120px]"
              aria-invalid={descriptionError !== null}
              aria-describedby={descriptionError ? errorId : undefined}
              onChange={(event) => {
                setDescription(event.target.value);
                if (descriptionError && event.target.value.trim() !== "") setDescriptionError(null);
              }}
            />
            {descriptionError ? (
              <p id={errorId} className="text-sm text-destructive">
                {descriptionError}
              </p>
            ) : null}
          </div>
          <CampaignCopyEditor
            draft={draft}
            edited={editedCopy !== null}
            disabled={generate.isPending}
            problem={copyProblem}
            onChange={(next) => {
              setEditedCopy(next);
              setCopyProblem(null);
            }}
            onReset={() => setEditedCopy(null)}
          />
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-end">
            {generate.isPending ? (
              <div
                role="progressbar"
                aria-label="Generando imagen"
                className="h-2 w-full overflow-hidden rounded-full bg-muted sm:max-w-xs"
              >
                <div className="h-full w-1/3 animate-indeterminate motion-reduce:animate-none rounded-full bg-primary" />
              </div>
            ) : null}
            <Button onClick={submit} disabled={generate.isPending} className="sm:w-auto">
              {generate.isPending ? <Loader2 className="animate-spin" /> : <Wand2 />}
              {generate.isPending ? "Generando..." : "Generar Imagen"}
            </Button>
          </div>
        </CardContent>
      </Card>
      {result ? <CampaignResult image={result} playerName={player.name} onNew={startOver} /> : null}
      <CampaignHistory playerId={player.id} playerName={player.name} />
    </div>
  );
}
