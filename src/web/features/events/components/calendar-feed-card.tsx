import { Copy, RefreshCw, Rss } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { toast } from "@/lib/toast";

import { useCalendarFeed, useRotateCalendarFeed } from "../api/calendar-feed";

/** The address Google Calendar, Outlook or Apple Calendar subscribe to, with copy and regenerate. */
/** An address only this computer (or this network) reaches: Google's and Microsoft's servers cannot fetch it. */
function isLocalAddress(url: string) {
  const host = new URL(url).hostname;
  return (
    host === "localhost" ||
    host.endsWith(".local") ||
    /^(127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.)/.test(host) ||
    host === "[::1]"
  );
}

export function CalendarFeedCard() {
  const feed = useCalendarFeed();
  const rotate = useRotateCalendarFeed();
  const copy = async () => {
    if (!feed.data) return;
    try {
      await navigator.clipboard.writeText(feed.data.url);
      toast.success("Enlace copiado");
    } catch {
      toast.error("No se pudo copiar: selecciona el enlace y cópialo a mano");
    }
  };
  return (
    <Card className="gap-3 p-5">
      <div className="flex items-center gap-2">
        <Rss className="size-4" />
        <h2 className="font-semibold">Suscribirse desde otro calendario</h2>
      </div>
      <p className="text-sm text-muted-foreground">
        Añade este enlace en Google Calendar, Outlook o Calendario de Apple para ver la agenda allí. Quien lo tenga
        puede leerla: regenéralo si se ha compartido de más.
      </p>
      {feed.data && isLocalAddress(feed.data.url) ? (
        <p className="text-sm" data-testid="feed-local-address">
          Este enlace apunta a este ordenador: Google Calendar y Outlook leen el calendario desde sus servidores y no
          llegan a él. Sirve para Calendario de Apple o Thunderbird aquí mismo; para Google u Outlook, Palco necesita
          una dirección pública (PALCO_PUBLIC_URL, ver el README).
        </p>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          readOnly
          aria-label="Enlace del calendario"
          value={feed.data?.url ?? (feed.isError ? "No se pudo obtener el enlace" : "Cargando...")}
          onFocus={(event) => event.currentTarget.select()}
        />
        <div className="flex gap-2">
          <Button variant="outline" disabled={!feed.data} onClick={() => void copy()}>
            <Copy /> Copiar
          </Button>
          <Button
            variant="outline"
            disabled={rotate.isPending}
            onClick={() =>
              rotate.mutate(undefined, {
                onSuccess: () =>
                  toast.success("Enlace regenerado", { description: "El enlace anterior ya no funciona" }),
                onError: () => toast.error("No se pudo regenerar el enlace"),
              })
            }
          >
            <RefreshCw /> Regenerar enlace
          </Button>
        </div>
      </div>
    </Card>
  );
}
