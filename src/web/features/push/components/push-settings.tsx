import { BellRing, Loader2, Smartphone } from "lucide-react";

import type { PushTestResult } from "@shared/schemas/push";
import { ErrorState } from "@/components/error-state";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDate, formatDateTime, formatInteger } from "@/lib/format";
import { toast } from "@/lib/toast";

import { pushUnavailableReason } from "../api/browser-push";
import {
  useEnablePushHere,
  usePushStatus,
  useRemovePushDevice,
  useSendTestPush,
  useThisDeviceEndpoint,
} from "../api/push";

const devices = (count: number) => `${formatInteger(count)} ${count === 1 ? "dispositivo" : "dispositivos"}`;

function testSummary({ sent, removed, failed }: PushTestResult): string {
  return [
    sent > 0 ? `Enviada a ${devices(sent)}` : null,
    removed > 0
      ? `${devices(removed)} ya no existía${removed === 1 ? "" : "n"} y se ha${removed === 1 ? "" : "n"} quitado`
      : null,
    failed > 0 ? `${devices(failed)} no la aceptó${failed === 1 ? "" : "aron"}` : null,
  ]
    .filter(Boolean)
    .join(". ");
}

/** The devices that get alerts as Web Push: turn it on here, see each one's last send, test, remove. */
export function PushSettings() {
  const status = usePushStatus();
  const here = useThisDeviceEndpoint();
  const enable = useEnablePushHere();
  const remove = useRemovePushDevice();
  const test = useSendTestPush();
  if (status.isPending) return <Skeleton className="h-10" />;
  if (status.isError)
    return <ErrorState message="No se pudieron cargar tus dispositivos." onRetry={() => void status.refetch()} />;

  const unavailable = pushUnavailableReason();
  const list = status.data.devices;
  const hereId = list.find((device) => device.endpoint === here.data)?.id;
  return (
    <div className="space-y-4">
      {list.length === 0 ? (
        <p className="text-sm text-muted-foreground">Ningún dispositivo recibe notificaciones todavía.</p>
      ) : (
        <ul className="divide-y" aria-label="Dispositivos con notificaciones">
          {list.map((device) => (
            <li key={device.id} className="flex flex-wrap items-center justify-between gap-3 py-3 first:pt-0 last:pb-0">
              <div className="grid min-w-0 flex-1 basis-56 gap-0.5">
                <p className="flex items-center gap-2 text-sm font-medium">
                  <Smartphone className="size-4" aria-hidden="true" />
                  {device.label}
                  {device.id === hereId ? (
                    <span className="text-xs font-normal text-muted-foreground">(este dispositivo)</span>
                  ) : null}
                </p>
                <p className="text-xs text-muted-foreground">
                  Activado el {formatDate(device.createdAt)}
                  {device.lastSentAt ? ` · Última notificación: ${formatDateTime(device.lastSentAt)}` : ""}
                </p>
                {device.lastError && device.lastErrorAt ? (
                  <p className="text-xs text-destructive">
                    Último envío fallido ({formatDateTime(device.lastErrorAt)}): {device.lastError}. Palco lo reintenta
                    solo.
                  </p>
                ) : null}
              </div>
              <Button
                variant="outline"
                size="sm"
                aria-label={`Quitar ${device.label}`}
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(
                    { id: device.id, here: device.id === hereId },
                    {
                      onSuccess: () => toast.success(`${device.label} ya no recibirá notificaciones`),
                      onError: (error) =>
                        toast.error("No se pudo quitar el dispositivo", { description: error.message }),
                    },
                  )
                }
              >
                Quitar
              </Button>
            </li>
          ))}
        </ul>
      )}
      {unavailable ? <p className="text-sm text-muted-foreground">{unavailable}</p> : null}
      <div className="flex flex-wrap gap-2">
        {unavailable || hereId ? null : (
          <Button
            disabled={enable.isPending}
            onClick={() =>
              enable.mutate(status.data.publicKey, {
                onSuccess: (device) => toast.success("Notificaciones activadas", { description: `En ${device.label}` }),
                onError: (error) =>
                  toast.error("No se pudieron activar las notificaciones", { description: error.message }),
              })
            }
          >
            {enable.isPending ? <Loader2 className="animate-spin" /> : <BellRing />}
            Activar en este dispositivo
          </Button>
        )}
        {list.length > 0 ? (
          <Button
            variant="outline"
            disabled={test.isPending}
            onClick={() =>
              test.mutate(undefined, {
                onSuccess: (result) =>
                  result.sent > 0
                    ? toast.success("Notificación de prueba enviada", { description: testSummary(result) })
                    : toast.error("No se pudo enviar la notificación de prueba", { description: testSummary(result) }),
                onError: (error) =>
                  toast.error("No se pudo enviar la notificación de prueba", { description: error.message }),
              })
            }
          >
            {test.isPending ? <Loader2 className="animate-spin" /> : null}
            Enviar notificación de prueba
          </Button>
        ) : null}
      </div>
    </div>
  );
}
