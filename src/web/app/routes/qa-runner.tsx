import { Loader2, Play } from "lucide-react";

import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { QA_CHECKS } from "@/features/qa/checks";
import { CheckRow } from "@/features/qa/components/check-row";
import { useQaRun } from "@/features/qa/hooks/use-qa-run";

export function QaRunnerRoute() {
  const qa = useQaRun();
  const started = qa.states !== null;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader
        title="QA Runner"
        description="Comprueba de verdad que la aplicación funciona con tus datos"
        actions={
          <Button onClick={() => void qa.run()} disabled={qa.running}>
            {qa.running ? <Loader2 className="animate-spin" /> : <Play />}
            Run All Checks
          </Button>
        }
      />
      {started ? (
        <div className="space-y-2" aria-live="polite">
          <Progress value={(qa.finished / qa.total) * 100} label="Progreso de las comprobaciones" />
          <p className="text-sm font-medium" data-testid="qa-summary">
            {qa.running
              ? `Comprobando... ${qa.finished} de ${qa.total}`
              : `${qa.passed} de ${qa.total} checks exitosos`}
          </p>
        </div>
      ) : (
        <p className="rounded-xl border border-dashed p-4 text-sm text-muted-foreground">
          Pulsa «Run All Checks» para abrir cada pantalla, seguir sus enlaces, probar sus acciones y formularios,
          revisar la integridad de los datos, la accesibilidad y la salud de la API.
        </p>
      )}
      <Card className="p-0">
        <ul className="divide-y" aria-label="Comprobaciones">
          {QA_CHECKS.map((check) => (
            <CheckRow key={check.id} check={check} state={qa.states?.[check.id]} />
          ))}
        </ul>
      </Card>
    </div>
  );
}
