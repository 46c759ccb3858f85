import { RefreshCw, WifiOff } from "lucide-react";
import { useRegisterSW } from "virtual:pwa-register/react";

import { Button } from "@/components/ui/button";
import { useOnline } from "@/hooks/use-online";

/**
 * Under the player app's top bar: that it is offline and shows what was last read, or that a new version of Palco
 * is ready. Registering the service worker here makes the app installable and able to open without a connection.
 */
export function ConnectionNotice() {
  const online = useOnline();
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW();
  if (!online) {
    return (
      <p role="status" className="flex items-center gap-2 bg-muted px-4 py-2 text-sm">
        <WifiOff className="size-4 shrink-0" aria-hidden="true" />
        Sin conexión. Ves lo último que se cargó en este móvil.
      </p>
    );
  }
  if (!needRefresh) return null;
  return (
    <div role="status" className="flex items-center gap-3 bg-muted px-4 py-2 text-sm">
      <RefreshCw className="size-4 shrink-0" aria-hidden="true" />
      <p className="flex-1">Hay una versión nueva de Palco.</p>
      <Button size="sm" className="min-h-11" onClick={() => void updateServiceWorker(true)}>
        Actualizar
      </Button>
    </div>
  );
}
