import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import { useLocation } from "react-router";

import { Breadcrumb } from "@/components/breadcrumb";

import { screenTitle } from "../document-title";

type Trail = { parent: string; to: string; current: string };

const TrailContext = createContext<{ trail: Trail | null; setTrail: (trail: Trail | null) => void } | null>(null);

/** Holds the breadcrumb a record's page announces, for the top bar to show. */
export function PageTrailProvider({ children }: { children: ReactNode }) {
  const [trail, setTrail] = useState<Trail | null>(null);
  return <TrailContext.Provider value={{ trail, setTrail }}>{children}</TrailContext.Provider>;
}

/** A record's page ("Jugadores / Álvaro Martín") tells the top bar where it sits while it is shown. */
export function usePageTrail(parent: string, to: string, current: string | undefined) {
  const setTrail = useContext(TrailContext)?.setTrail;
  useEffect(() => {
    if (!setTrail || current === undefined) return;
    setTrail({ parent, to, current });
    return () => setTrail(null);
  }, [setTrail, parent, to, current]);
}

/** The top bar's breadcrumb: the record's trail on a record's page, the screen's name on a menu screen. */
export function TopBarTrail() {
  const { pathname } = useLocation();
  const trail = useContext(TrailContext)?.trail ?? null;
  if (trail) return <Breadcrumb {...trail} className="min-w-0 truncate" />;
  const title = screenTitle(pathname);
  if (!title) return null;
  return (
    <nav aria-label="Ruta" className="min-w-0 truncate text-sm font-medium">
      <span aria-current="page">{title}</span>
    </nav>
  );
}
