import { Sparkles } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";

export function ImageGeneratorBanner({ firstPlayerId }: { firstPlayerId: string | undefined }) {
  return (
    <section className="relative overflow-hidden rounded-xl bg-sidebar p-6 text-sidebar-foreground shadow-sm">
      <div className="absolute -top-10 -right-10 size-40 rounded-full bg-sidebar-primary/20 blur-2xl" aria-hidden="true" />
      <div className="relative flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-start gap-3">
          <div className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-sidebar-primary text-sidebar-primary-foreground">
            <Sparkles className="size-5" />
          </div>
          <div>
            <h2 className="font-semibold text-white">Generador de Imágenes con IA</h2>
            <p className="text-sm text-sidebar-muted">Crea imágenes de campaña para tus jugadores en segundos.</p>
          </div>
        </div>
        {firstPlayerId ? (
          <Button asChild variant="accent">
            <Link to={paths.playerMedialab(firstPlayerId)}>Crear campaña</Link>
          </Button>
        ) : (
          <p className="text-sm text-sidebar-muted">Añade un jugador para crear su primera campaña.</p>
        )}
      </div>
    </section>
  );
}
