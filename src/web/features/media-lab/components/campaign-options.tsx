import { CAMPAIGN_TEMPLATES } from "@shared/domain/campaign-templates";
import {
  ASPECT_RATIO_HINTS,
  ASPECT_RATIO_LABELS,
  ASPECT_RATIOS,
  IMAGE_QUALITIES,
  IMAGE_STYLES,
  QUALITY_LABELS,
  QUALITY_SHORT_SIDE,
  STYLE_LABELS,
  type AspectRatio,
  type CampaignType,
  type ImageQuality,
  type ImageStyle,
} from "@shared/schemas/campaign-image";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";

export type CampaignChoices = {
  campaignType: CampaignType;
  aspectRatio: AspectRatio;
  quality: ImageQuality;
  style: ImageStyle;
};

type CampaignOptionsProps = { value: CampaignChoices; disabled: boolean; onChange: (value: CampaignChoices) => void };

export function CampaignOptions({ value, disabled, onChange }: CampaignOptionsProps) {
  const set = <K extends keyof CampaignChoices>(key: K, next: CampaignChoices[K]) =>
    onChange({ ...value, [key]: next });
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <div className="space-y-2">
        <Label htmlFor="campaign-type">Tipo de campaña</Label>
        <NativeSelect
          id="campaign-type"
          value={value.campaignType}
          disabled={disabled}
          onChange={(event) => set("campaignType", event.target.value as CampaignType)}
        >
          {CAMPAIGN_TEMPLATES.map((template) => (
            <option key={template.id} value={template.id}>
              {template.name}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="space-y-2">
        <Label htmlFor="campaign-ratio">Formato</Label>
        <NativeSelect
          id="campaign-ratio"
          value={value.aspectRatio}
          disabled={disabled}
          onChange={(event) => set("aspectRatio", event.target.value as AspectRatio)}
        >
          {ASPECT_RATIOS.map((ratio) => (
            <option key={ratio} value={ratio}>
              {`${ASPECT_RATIO_LABELS[ratio]} · ${ASPECT_RATIO_HINTS[ratio]}`}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="space-y-2">
        <Label htmlFor="campaign-quality">Calidad</Label>
        <NativeSelect
          id="campaign-quality"
          value={value.quality}
          disabled={disabled}
          onChange={(event) => set("quality", event.target.value as ImageQuality)}
        >
          {IMAGE_QUALITIES.map((quality) => (
            <option key={quality} value={quality}>
              {`${QUALITY_LABELS[quality]} (${QUALITY_SHORT_SIDE[quality]} px)`}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="space-y-2">
        <Label htmlFor="campaign-style">Estilo</Label>
        <NativeSelect
          id="campaign-style"
          value={value.style}
          disabled={disabled}
          onChange={(event) => set("style", event.target.value as ImageStyle)}
        >
          {IMAGE_STYLES.map((style) => (
            <option key={style} value={style}>
              {STYLE_LABELS[style]}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}
