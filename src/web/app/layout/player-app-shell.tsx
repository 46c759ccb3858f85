import { CalendarDays, CircleCheckBig, Handshake, House, ImageIcon, LogOut, MessageCircle } from "lucide-react";
import { Navigate, NavLink, Outlet, useNavigate } from "react-router";

import { BrandMark } from "@/components/brand-mark";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useSignOut } from "@/features/auth/api/sign-out";
import { usePlayerHomeWatch } from "@/features/player-app/api/player-app";
import { ApiError } from "@/lib/api-client";
import { forgetOfflineData } from "@/lib/offline-data";
import { cn } from "@/lib/utils";

import { ConnectionNotice } from "./connection-notice";

const SECTIONS = [
  { to: paths.playerApp, label: "Inicio", icon: House },
  { to: paths.playerAppApprovals, label: "Aprobaciones", icon: CircleCheckBig },
  { to: paths.playerAppAgenda, label: "Agenda", icon: CalendarDays },
  { to: paths.playerAppDeals, label: "Patrocinios", icon: Handshake },
  { to: paths.playerAppImages, label: "Imágenes", icon: ImageIcon },
  { to: paths.playerAppChat, label: "Asistente", icon: MessageCircle },
];

/** Where a request for the player's app lands when it is not the session's to make: sign-in, or the console. */
function redirectFor(error: unknown): string | undefined {
  const status = error instanceof ApiError ? error.status : undefined;
  if (status === 401) return `${paths.login}?redirect=${encodeURIComponent(window.location.pathname)}`;
  if (status === 403) return paths.dashboard;
  return undefined;
}

/** The player's app around its screens: Palco and "Salir" on top, its sections at the thumb, phone first. */
export function PlayerAppLayout() {
  const signOut = useSignOut();
  const navigate = useNavigate();
  const home = usePlayerHomeWatch();
  const redirect = redirectFor(home.error);
  if (redirect) return <Navigate to={redirect} replace />;
  const waiting = home.data?.waiting.count ?? 0;
  const leave = () =>
    signOut.mutate(undefined, {
      // The next person on this phone must not find this player's data kept for offline use.
      onSuccess: () => void forgetOfflineData().finally(() => navigate(paths.login, { replace: true })),
    });
  return (
    <div className="min-h-svh bg-background">
      <header className="sticky top-0 z-10 border-b bg-background/90 backdrop-blur">
        <div className="mx-auto flex h-14 max-w-xl items-center gap-3 px-4">
          <BrandMark className="size-8 text-sm" />
          <p className="font-semibold">Palco</p>
          <Button variant="ghost" size="sm" className="ml-auto min-h-11" disabled={signOut.isPending} onClick={leave}>
            <LogOut /> Salir
          </Button>
        </div>
        <ConnectionNotice />
      </header>
      <main id="contenido" className="mx-auto max-w-xl p-4 pb-28">
        <Outlet />
      </main>
      <nav
        aria-label="Secciones de tu app"
        className="fixed inset-x-0 bottom-0 z-10 border-t bg-background/95 pb-[env(safe-area-inset-bottom)] backdrop-blur"
      >
        <ul className="mx-auto grid max-w-xl grid-cols-6">
          {SECTIONS.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <NavLink
                to={to}
                end
                className={({ isActive }) =>
                  cn(
                    "relative flex min-h-14 flex-col items-center justify-center gap-0.5 px-0.5 text-[10px] leading-tight",
                    isActive ? "font-semibold text-foreground" : "text-muted-foreground",
                  )
                }
              >
                <Icon className="size-5" aria-hidden="true" />
                <span>{label}</span>
                {to === paths.playerAppApprovals && waiting > 0 ? (
                  <span className="absolute top-1 right-[calc(50%-1.25rem)] rounded-full bg-destructive px-1.5 text-[10px] font-semibold text-white">
                    {waiting}
                    <span className="sr-only"> pendientes</span>
                  </span>
                ) : null}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
