import { Award, Dumbbell, Flame, HandHeart, Rocket, Trophy } from "lucide-react";
import type { ReactNode } from "react";

import { CAMPAIGN_TEMPLATES, type CampaignTemplate } from "@shared/domain/campaign-templates";
import type { CampaignType } from "@shared/schemas/campaign-image";
import { cn } from "@/lib/utils";

const ICONS: Record<CampaignType, ReactNode> = {
  "product-launch": <Rocket className="size-4" />,
  "victory-celebration": <Trophy className="size-4" />,
  "training-lifestyle": <Dumbbell className="size-4" />,
  "brand-ambassador": <Award className="size-4" />,
  motivational: <Flame className="size-4" />,
  "social-impact": <HandHeart className="size-4" />,
};

type CampaignTemplatesProps = { selected: CampaignType; onApply: (template: CampaignTemplate) => void };

/** The six starting points: applying one writes its brief into the description and picks its campaign type. */
export function CampaignTemplates({ selected, onApply }: CampaignTemplatesProps) {
  return (
    <section aria-labelledby="campaign-templates-heading" className="space-y-3">
      <h3 id="campaign-templates-heading" className="text-sm font-medium">
        Plantillas
      </h3>
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {CAMPAIGN_TEMPLATES.map((template) => (
          <li key={template.id}>
            <button
              type="button"
              onClick={() => onApply(template)}
              aria-label={`Aplicar plantilla ${template.name}`}
              className={cn(
                "flex h-full min-h-11 w-full flex-col gap-1 rounded-lg border bg-card p-3 text-left transition-colors hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/40 focus-visible:outline-none",
                selected === template.id && "border-primary",
              )}
            >
              <span className="flex items-center gap-2 text-sm font-medium">
                <span className="text-primary">{ICONS[template.id]}</span>
                {template.name}
              </span>
              <span className="text-xs text-muted-foreground">{template.description}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
