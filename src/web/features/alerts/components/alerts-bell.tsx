import { Bell } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";

import { Button } from "@/components/ui/button";

import { useUnreadAlerts } from "../api/get-alerts";

// The list and its popover load when the pointer or the focus reaches the bell, not with every screen.
const loadPopover = () => import("./alerts-popover");
const AlertsPopover = lazy(() => loadPopover().then((m) => ({ default: m.AlertsPopover })));

const badgeText = (unread: number) => (unread > 9 ? "9+" : String(unread));

/** The top bar's bell: how many alerts are unread, and their list on click. */
export function AlertsBell() {
  const alerts = useUnreadAlerts();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const unread = alerts.data?.unread ?? 0;

  return (
    <>
      <Button
        ref={button}
        variant="ghost"
        size="icon"
        className="relative"
        aria-label={
          unread > 9
            ? "Notificaciones: más de 9 sin leer"
            : unread > 0
              ? `Notificaciones: ${unread} sin leer`
              : "Notificaciones"
        }
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadPopover()}
        onFocus={() => void loadPopover()}
        onClick={() => {
          setUsed(true);
          setOpen((current) => !current);
        }}
      >
        <Bell />
        {unread > 0 ? (
          <span
            data-testid="unread-alerts"
            className="absolute -top-0.5 -right-0.5 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-destructive px-1 text-[0.65rem] leading-none font-semibold text-white"
          >
            {badgeText(unread)}
          </span>
        ) : null}
      </Button>
      {used ? (
        <Suspense fallback={null}>
          <AlertsPopover open={open} onOpenChange={setOpen} anchor={button} />
        </Suspense>
      ) : null}
    </>
  );
}
