import { ArrowRight, Building2, Handshake, UserPlus } from "lucide-react";
import { Link } from "react-router";

import { Card } from "@/components/ui/card";
import { paths } from "@/config/paths";
import { NEW_PARAM } from "@/hooks/use-open-from-url";

const STEPS = [
  {
    icon: UserPlus,
    title: "Añade tu primer jugador",
    text: "Sus datos, redes y contrato: el resto de Palco parte de aquí.",
    to: `${paths.players}?${NEW_PARAM}`,
    action: "Añadir jugador",
  },
  {
    icon: Building2,
    title: "Registra una marca",
    text: "Las marcas con las que negocias patrocinios.",
    to: `${paths.brands}?${NEW_PARAM}`,
    action: "Añadir marca",
  },
  {
    icon: Handshake,
    title: "Crea un patrocinio",
    text: "Un acuerdo entre un jugador y una marca, de Prospect a Activa.",
    to: `${paths.deals}?${NEW_PARAM}`,
    action: "Nuevo patrocinio",
  },
];

/** What an empty portfolio shows instead of figures that would all be zero. */
export function StartGuide() {
  return (
    <Card className="gap-5 p-5 sm:p-6" aria-labelledby="start-guide" data-testid="start-guide">
      <div className="space-y-1">
        <h2 id="start-guide" className="text-lg font-semibold">
          Empieza tu cartera
        </h2>
        <p className="text-sm text-muted-foreground">
          Todavía no hay jugadores. Tres pasos y el dashboard mostrará tus cifras.
        </p>
      </div>
      <ol className="grid gap-3 md:grid-cols-3">
        {STEPS.map((step, index) => (
          <li key={step.title} className="flex flex-col gap-2 rounded-lg border p-4">
            <span className="flex items-center gap-2 font-medium">
              <step.icon className="size-4 text-muted-foreground" /> {index + 1}. {step.title}
            </span>
            <span className="flex-1 text-sm text-muted-foreground">{step.text}</span>
            <Link
              to={step.to}
              className="flex min-h-11 items-center gap-1 text-sm font-medium underline-offset-4 hover:underline"
            >
              {step.action} <ArrowRight className="size-4" />
            </Link>
          </li>
        ))}
      </ol>
    </Card>
  );
}
