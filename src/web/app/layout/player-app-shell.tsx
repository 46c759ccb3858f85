import { LogOut } from "lucide-react";
import type { ReactNode } from "react";
import { NavLink, useNavigate } from "react-router";

import { BrandMark } from "@/components/brand-mark";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useSignOut } from "@/features/auth/api/sign-out";
import { cn } from "@/lib/utils";

const SECTIONS = [
  { to: paths.playerApp, label: "Inicio" },
  { to: paths.playerAppApprovals, label: "Aprobaciones" },
];

/** The player's app around its screens: Palco, its sections and "Salir", sized for a phone first. */
export function PlayerAppShell({ children }: { children: ReactNode }) {
  const signOut = useSignOut();
  const navigate = useNavigate();
  return (
    <div className="min-h-svh bg-background">
      <header className="sticky top-0 z-10 border-b bg-background/90 backdrop-blur">
        <div className="mx-auto flex h-14 max-w-xl items-center gap-3 px-4">
          <BrandMark className="size-8 text-sm" />
          <p className="font-semibold">Palco</p>
          <Button
            variant="ghost"
            size="sm"
            className="ml-auto min-h-11"
            disabled={signOut.isPending}
            onClick={() => signOut.mutate(undefined, { onSuccess: () => navigate(paths.login, { replace: true }) })}
          >
            <LogOut /> Salir
          </Button>
        </div>
        <nav aria-label="Secciones de tu app" className="mx-auto flex max-w-xl gap-1 px-2">
          {SECTIONS.map((section) => (
            <NavLink
              key={section.to}
              to={section.to}
              end
              className={({ isActive }) =>
                cn(
                  "-mb-px flex min-h-11 items-center border-b-2 px-3 text-sm text-muted-foreground",
                  isActive ? "border-primary font-medium text-foreground" : "border-transparent",
                )
              }
            >
              {section.label}
            </NavLink>
          ))}
        </nav>
      </header>
      <main id="contenido" className="mx-auto max-w-xl p-4 pb-16">
        {children}
      </main>
    </div>
  );
}
