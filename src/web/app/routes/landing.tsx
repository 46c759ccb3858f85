import { CalendarDays, Handshake, Sparkles, Users } from "lucide-react";
import { Link, Navigate } from "react-router";

import { BrandMark } from "@/components/brand-mark";
import { FullPageSpinner } from "@/components/full-page-spinner";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useSetupStatus } from "@/features/auth/api/get-setup-status";
import { useSession } from "@/lib/session";

import { useDocumentTitle } from "../document-title";

const features = [
  { icon: Users, title: "Jugadores", text: "Cartera, redes sociales, reputación y contratos en un solo lugar." },
  { icon: Handshake, title: "Patrocinios", text: "Pipeline de marcas desde la prospección hasta la firma." },
  { icon: CalendarDays, title: "Agenda", text: "Partidos, eventos y entrenamientos de todos tus jugadores." },
  { icon: Sparkles, title: "Asistente IA", text: "Respuestas sobre tu cartera, OKRs e imágenes de campaña." },
];

export function LandingRoute() {
  useDocumentTitle(undefined);
  const session = useSession();
  const setup = useSetupStatus({ enabled: session.data === null });

  if (session.isPending || (!session.data && setup.isPending)) return <FullPageSpinner />;
  if (session.data) return <Navigate to={paths.dashboard} replace />;
  if (setup.data?.needsSetup) return <Navigate to={paths.setup} replace />;

  return (
    <div className="min-h-svh bg-sidebar text-sidebar-foreground">
      <header className="mx-auto flex max-w-5xl items-center justify-between px-6 py-6">
        <div className="flex items-center gap-3">
          <BrandMark />
          <div className="leading-tight">
            <p className="font-semibold text-white">Palco</p>
            <p className="text-xs text-sidebar-muted">Elite Management</p>
          </div>
        </div>
        <Button asChild variant="accent">
          <Link to={paths.login}>Iniciar sesión</Link>
        </Button>
      </header>
      <main className="mx-auto max-w-5xl px-6 pt-12 pb-20">
        <h1 className="max-w-2xl text-4xl font-bold tracking-tight text-white sm:text-5xl">
          La consola de gestión de tu agencia de futbolistas
        </h1>
        <p className="mt-4 max-w-xl text-lg text-sidebar-muted">
          Jugadores, marcas, patrocinios, inversiones, eventos y prensa, con un asistente de IA que conoce tu cartera.
        </p>
        <div className="mt-12 grid gap-4 sm:grid-cols-2">
          {features.map((feature) => (
            <div key={feature.title} className="rounded-xl border border-sidebar-border bg-sidebar-accent/40 p-5">
              <feature.icon className="size-5 text-sidebar-primary" />
              <p className="mt-3 font-medium text-white">{feature.title}</p>
              <p className="mt-1 text-sm text-sidebar-muted">{feature.text}</p>
            </div>
          ))}
        </div>
      </main>
    </div>
  );
}
