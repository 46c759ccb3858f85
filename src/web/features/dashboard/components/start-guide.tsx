import { useQuery } from "@tanstack/react-query";
import { ArrowRight, Building2, CircleCheck, Handshake, UserPlus } from "lucide-react";
import { Link } from "react-router";

import type { Page } from "@shared/schemas/common";
import { Card } from "@/components/ui/card";
import { paths } from "@/config/paths";
import { NEW_PARAM } from "@/hooks/use-open-from-url";
import { api } from "@/lib/api-client";

const STEPS = [
  {
    key: "players",
    icon: UserPlus,
    title: "Añade tu primer jugador",
    text: "Sus datos, redes y contrato: el resto de Palco parte de aquí.",
    to: `${paths.players}?${NEW_PARAM}`,
    action: "Añadir jugador",
  },
  {
    key: "brands",
    icon: Building2,
    title: "Registra una marca",
    text: "Las marcas con las que negocias patrocinios.",
    to: `${paths.brands}?${NEW_PARAM}`,
    action: "Añadir marca",
  },
  {
    key: "deals",
    icon: Handshake,
    title: "Crea un patrocinio",
    text: "Un acuerdo entre un jugador y una marca, de Prospect a Activa.",
    to: `${paths.deals}?${NEW_PARAM}`,
    action: "Nuevo patrocinio",
  },
] as const;

/** Whether the agency has any brand yet: asked only while the guide shows, which a first deal ends. */
function useHasBrand(known: boolean) {
  return useQuery({
    queryKey: ["brands", "list", "any"],
    queryFn: async () => (await api.get<Page<{ id: string }>>("/brands?limit=1")).items.length > 0,
    enabled: !known,
  });
}

/**
 * What a new agency sees until its first deal: the three steps, each marked done as it is taken, so that the guide
 * stays after the first player instead of leaving the brand and the deal unsaid.
 */
export function StartGuide({ players, deals }: { players: number; deals: number }) {
  const hasBrand = useHasBrand(deals > 0);
  const done = { players: players > 0, brands: deals > 0 || hasBrand.data === true, deals: deals > 0 };
  const left = STEPS.filter((step) => !done[step.key]).length;
  return (
    <Card className="gap-5 p-5 sm:p-6" aria-labelledby="start-guide" data-testid="start-guide">
      <div className="space-y-1">
        <h2 id="start-guide" className="text-lg font-semibold">
          Empieza tu cartera
        </h2>
        <p className="text-sm text-muted-foreground">
          {players === 0
            ? "Todavía no hay jugadores. Tres pasos y el dashboard mostrará tus cifras."
            : left === 1
              ? "Te queda un paso para tener tu cartera en marcha."
              : `Te quedan ${left} pasos para tener tu cartera en marcha.`}
        </p>
      </div>
      <ol className="grid gap-3 md:grid-cols-3">
        {STEPS.map((step, index) => (
          <li key={step.title} className="flex flex-col gap-2 rounded-lg border p-4" data-done={done[step.key]}>
            <span className="flex items-center gap-2 font-medium">
              <step.icon className="size-4 text-muted-foreground" aria-hidden="true" /> {index + 1}. {step.title}
            </span>
            <span className="flex-1 text-sm text-muted-foreground">{step.text}</span>
            {done[step.key] ? (
              <span className="flex min-h-11 items-center gap-1 text-sm font-medium text-[oklch(0.42_0.12_155)]">
                <CircleCheck className="size-4" aria-hidden="true" /> Hecho
              </span>
            ) : (
              <Link
                to={step.to}
                className="flex min-h-11 items-center gap-1 text-sm font-medium underline-offset-4 hover:underline"
              >
                {step.action} <ArrowRight className="size-4" />
              </Link>
            )}
          </li>
        ))}
      </ol>
    </Card>
  );
}
