import { Check, Loader2 } from "lucide-react";
import { Popover as PopoverPrimitive } from "radix-ui";
import type * as React from "react";
import { Link, useNavigate } from "react-router";

import type { Alert } from "@shared/schemas/alert";
import { Button } from "@/components/ui/button";
import { formatDate, formatTime } from "@/lib/format";
import { toast } from "@/lib/toast";
import { cn } from "@/lib/utils";

import { useAlerts } from "../api/get-alerts";
import { useMarkAlertsRead } from "../api/mark-alerts-read";
import { AlertKindIcon } from "./alert-kind-icon";

type AlertsPopoverProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  anchor: React.RefObject<HTMLButtonElement | null>;
};

const whenOf = (alert: Alert) =>
  alert.at.length === 10 ? formatDate(alert.at) : `${formatDate(alert.at)}, ${formatTime(alert.at)}`;

/** The alerts in a popover under the bell: open one to go to its record, or mark them read. */
export function AlertsPopover({ open, onOpenChange, anchor }: AlertsPopoverProps) {
  const alerts = useAlerts(open);
  const markRead = useMarkAlertsRead();
  const navigate = useNavigate();
  const items = alerts.data?.items ?? [];
  const unread = alerts.data?.unread ?? 0;

  const mark = (keys: string[] | "all") =>
    markRead.mutate(keys, {
      onError: (error) => toast.error("No se pudieron marcar los avisos", { description: error.message }),
    });

  const openAlert = (alert: Alert) => {
    if (!alert.read) mark([alert.key]);
    onOpenChange(false);
    void navigate(alert.href);
  };

  return (
    <PopoverPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <PopoverPrimitive.Anchor virtualRef={anchor as React.RefObject<HTMLButtonElement>} />
      <PopoverPrimitive.Portal>
        <PopoverPrimitive.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          aria-label="Notificaciones"
          // The bell toggles the list itself: a press on it is not an outside press that closes it first.
          onPointerDownOutside={(event) => {
            if (anchor.current?.contains(event.target as Node)) event.preventDefault();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            anchor.current?.focus();
          }}
          className="z-50 flex max-h-[min(32rem,calc(100vh-5rem))] w-[min(24rem,calc(100vw-1rem))] flex-col rounded-xl border bg-card shadow-xl outline-none"
        >
          <div className="flex items-center justify-between gap-2 border-b px-4 py-3">
            <h2 className="font-semibold">Notificaciones</h2>
            <Button variant="ghost" size="sm" disabled={unread === 0 || markRead.isPending} onClick={() => mark("all")}>
              <Check /> Marcar todas como leídas
            </Button>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto">
            {alerts.isPending ? (
              <p className="flex items-center gap-2 p-4 text-sm text-muted-foreground" role="status">
                <Loader2 className="size-4 animate-spin" /> Cargando avisos...
              </p>
            ) : alerts.isError ? (
              <div className="grid gap-2 p-4 text-sm" role="alert">
                <p className="text-muted-foreground">No se pudieron cargar los avisos.</p>
                <Button
                  variant="outline"
                  size="sm"
                  className="justify-self-start"
                  onClick={() => void alerts.refetch()}
                >
                  Reintentar
                </Button>
              </div>
            ) : items.length === 0 ? (
              <p className="p-6 text-center text-sm text-muted-foreground">No tienes avisos pendientes.</p>
            ) : (
              <ul aria-label="Avisos">
                {items.map((alert) => (
                  <li
                    key={alert.key}
                    className="flex items-start gap-1 border-b last:border-b-0"
                    data-testid="alert-item"
                    data-read={alert.read}
                  >
                    <button
                      type="button"
                      className="flex min-w-0 flex-1 items-start gap-3 px-4 py-3 text-left hover:bg-muted/60 focus-visible:bg-muted/60 focus-visible:outline-none"
                      onClick={() => openAlert(alert)}
                    >
                      <AlertKindIcon kind={alert.kind} />
                      <span className="grid min-w-0 gap-0.5">
                        <span className={cn("text-sm break-words", !alert.read && "font-semibold")}>{alert.title}</span>
                        <span className="text-xs break-words text-muted-foreground">{alert.detail}</span>
                        <span className="text-xs text-muted-foreground">{whenOf(alert)}</span>
                      </span>
                      {alert.read ? (
                        <span className="sr-only">(leída)</span>
                      ) : (
                        <span className="mt-1.5 size-2 shrink-0 rounded-full bg-primary" aria-label="Sin leer" />
                      )}
                    </button>
                    {alert.read ? null : (
                      <Button
                        variant="ghost"
                        size="icon"
                        className="mt-2 mr-2 sm:size-8 shrink-0"
                        aria-label={`Marcar como leída: ${alert.title}`}
                        onClick={() => mark([alert.key])}
                      >
                        <Check />
                      </Button>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div className="border-t px-4 py-2 text-right">
            <Link
              to="/settings"
              className="text-sm text-primary underline-offset-4 hover:underline"
              onClick={() => onOpenChange(false)}
            >
              Configurar avisos
            </Link>
          </div>
        </PopoverPrimitive.Content>
      </PopoverPrimitive.Portal>
    </PopoverPrimitive.Root>
  );
}
