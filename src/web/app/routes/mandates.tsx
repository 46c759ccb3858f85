import { MandateList } from "@/features/mandates/components/mandate-list";
import { SplitsButton } from "@/features/settlements/components/splits-summary";

export function MandatesRoute() {
  return (
    <MandateList
      actionsOf={(mandate) => (
        <SplitsButton source="mandate" id={mandate.id} subject={`Mandato de ${mandate.playerName}`} />
      )}
      heading={
        <div className="space-y-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Mandatos</h1>
          <p className="text-muted-foreground">
            Contratos de representación con cada jugador: vigencia, comisión y registro FIFA
          </p>
        </div>
      }
    />
  );
}
