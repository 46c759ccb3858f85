import { Loader2, Sparkles } from "lucide-react";

import { Button } from "@/components/ui/button";

type OkrSetGeneratorProps = { pending: boolean; disabled: boolean; onGenerate: () => void };

/** The offer to let the AI write a chosen player's three OKRs of the quarter from their real figures. */
export function OkrSetGenerator({ pending, disabled, onGenerate }: OkrSetGeneratorProps) {
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-dashed bg-muted/40 p-3 sm:flex-row sm:items-center">
      <p className="flex-1 text-sm text-muted-foreground">
        ¿Prefieres empezar con IA? Elige un jugador y el trimestre: se crearán 3 OKRs activos a partir de sus
        seguidores, patrocinios, inversiones y eventos.
      </p>
      <Button type="button" variant="secondary" size="sm" className="shrink-0" disabled={disabled} onClick={onGenerate}>
        {pending ? <Loader2 className="animate-spin" /> : <Sparkles />}
        {pending ? "Generando..." : "Generar OKRs con IA"}
      </Button>
    </div>
  );
}
