import { RotateCcw } from "lucide-react";
import { useId } from "react";

import { COPY_LIMITS, type CampaignCopy } from "@shared/domain/campaign-copy";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

/** "#Uno dos" -> ["#Uno", "#dos"]: the hashtags as the agent typed them, separated by spaces or commas. */
export const hashtagsOf = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((tag) => tag.trim())
    .filter(Boolean)
    .map((tag) => (tag.startsWith("#") ? tag : `#${tag}`));

export type CopyDraft = { headline: string; slogan: string; hashtags: string };

export const draftOf = (copy: CampaignCopy): CopyDraft => ({ ...copy, hashtags: copy.hashtags.join(" ") });

/**
 * The words the image will carry, taken from the brief until the agent changes them: what is read here is what
 * is printed, and a long instruction in the brief never is.
 */
export function CampaignCopyEditor({
  draft,
  edited,
  disabled,
  problem,
  onChange,
  onReset,
}: {
  draft: CopyDraft;
  edited: boolean;
  disabled: boolean;
  problem: string | null;
  onChange: (draft: CopyDraft) => void;
  onReset: () => void;
}) {
  const ids = { headline: useId(), slogan: useId(), hashtags: useId(), problem: useId() };
  return (
    <fieldset className="space-y-3 rounded-lg border p-4">
      <legend className="px-1 text-sm font-medium">Texto de la imagen</legend>
      <p className="text-xs text-muted-foreground">
        {edited
          ? "Lo has cambiado tú: se imprime tal cual."
          : "Sale de la descripción: lo entrecomillado, lo que sigue a «mensaje:» o una primera frase corta."}
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="space-y-1.5">
          <Label htmlFor={ids.headline}>Titular</Label>
          <Input
            id={ids.headline}
            value={draft.headline}
            maxLength={COPY_LIMITS.headline}
            disabled={disabled}
            aria-describedby={problem ? ids.problem : undefined}
            onChange={(event) => onChange({ ...draft, headline: event.target.value })}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={ids.hashtags}>Hashtags</Label>
          <Input
            id={ids.hashtags}
            value={draft.hashtags}
            disabled={disabled}
            placeholder="#Campaña #Marca"
            onChange={(event) => onChange({ ...draft, hashtags: event.target.value })}
          />
        </div>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={ids.slogan}>Lema</Label>
        <Input
          id={ids.slogan}
          value={draft.slogan}
          maxLength={COPY_LIMITS.slogan}
          disabled={disabled}
          onChange={(event) => onChange({ ...draft, slogan: event.target.value })}
        />
      </div>
      {problem ? (
        <p id={ids.problem} role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      ) : null}
      {edited ? (
        <Button type="button" variant="ghost" size="sm" disabled={disabled} onClick={onReset}>
          <RotateCcw /> Volver a sacarlo de la descripción
        </Button>
      ) : null}
    </fieldset>
  );
}
