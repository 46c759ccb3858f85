import { MandateList } from "@/features/mandates/components/mandate-list";

export function MandatesRoute() {
  return (
    <MandateList
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
