import { DEAL_STAGES, type DealStage } from "@shared/domain/enums";
import { DEAL_STAGE_HINTS } from "@shared/domain/stages";
import { Button } from "@/components/ui/button";

/** Todos, Prospect, Negociación, Activa, Cerrada: the pressed one is the list's filter. */
export function StageFilter({
  value,
  onChange,
}: {
  value: DealStage | undefined;
  onChange: (stage: DealStage | undefined) => void;
}) {
  const options: { label: string; stage: DealStage | undefined }[] = [
    { label: "Todos", stage: undefined },
    ...DEAL_STAGES.map((stage) => ({ label: stage, stage })),
  ];
  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label="Filtrar por etapa">
      {options.map((option) => (
        <Button
          key={option.label}
          size="sm"
          variant={value === option.stage ? "default" : "outline"}
          aria-pressed={value === option.stage}
          title={option.stage ? `${option.stage}: ${DEAL_STAGE_HINTS[option.stage]}` : "Todas las etapas"}
          onClick={() => onChange(option.stage)}
        >
          {option.label}
        </Button>
      ))}
    </div>
  );
}
