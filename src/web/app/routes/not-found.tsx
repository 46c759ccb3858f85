import { useEffect } from "react";
import { Link, useLocation } from "react-router";

import { paths } from "@/config/paths";

import { useDocumentTitle } from "../document-title";

/** Where an agent who followed an old link most likely wanted to go. */
const MAIN_SCREENS = [
  { to: paths.dashboard, label: "Ir al Dashboard" },
  { to: paths.players, label: "Ir a Jugadores" },
  { to: paths.operations, label: "Ir a Operaciones" },
  { to: paths.deals, label: "Ir a Patrocinios" },
  { to: paths.calendar, label: "Ir al Calendario" },
];

/** SPEC's 404; the router places it in the shell or alone (layout/unknown-address.tsx). */
export function NotFoundRoute() {
  useDocumentTitle("Página no encontrada");
  const location = useLocation();

  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", location.pathname);
  }, [location.pathname]);

  return (
    <div className="text-center">
      <h1 className="mb-4 text-4xl font-bold">404</h1>
      <p className="mb-4 text-xl text-muted-foreground">Oops! Page not found</p>
      <p className="mb-4 text-sm text-muted-foreground">
        Esta dirección no existe en Palco: quizá cambió o se escribió mal.
      </p>
      <Link to="/" className="text-primary underline hover:text-primary/80">
        Return to Home
      </Link>
      <nav aria-label="Pantallas principales" className="mt-6">
        <ul className="flex flex-wrap justify-center gap-x-4 gap-y-2 text-sm">
          {MAIN_SCREENS.map((screen) => (
            <li key={screen.to}>
              <Link
                to={screen.to}
                className="inline-flex min-h-11 items-center text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
              >
                {screen.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
