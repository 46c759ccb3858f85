import { Loader2, Mail } from "lucide-react";

import { ErrorState } from "@/components/error-state";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDateTime } from "@/lib/format";
import { toast } from "@/lib/toast";

import { useMailStatus, useSaveDigestHour, useSendTestMail } from "../api/mail";

const pad = (hour: number) => String(hour).padStart(2, "0");

/** Whether Palco sends email and from which address, with a test sent to the agent. */
export function MailSettings({ digestHour }: { digestHour: number | null }) {
  const status = useMailStatus();
  const test = useSendTestMail();
  const saveDigest = useSaveDigestHour();
  if (status.isPending) return <Skeleton className="h-10" />;
  if (status.isError)
    return <ErrorState message="No se pudo comprobar el correo." onRetry={() => void status.refetch()} />;
  if (!status.data.configured) {
    return (
      <p className="text-sm">
        El correo está desactivado: Palco no envía emails y una contraseña olvidada se cambia desde el servidor (
        <code className="font-mono text-xs">npm run reset-password</code>). Para activarlo, define{" "}
        <code className="font-mono text-xs">PALCO_SMTP_URL</code> y{" "}
        <code className="font-mono text-xs">PALCO_MAIL_FROM</code> y reinicia Palco.
      </p>
    );
  }
  const { lastError } = status.data;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      {lastError ? (
        <p className="w-full text-sm text-destructive" role="status">
          Último envío fallido ({formatDateTime(lastError.at)}): {lastError.message}. Palco lo reintenta solo.
        </p>
      ) : null}
      <p className="flex items-center gap-2 text-sm">
        <Mail className="size-4" aria-hidden="true" />
        Correo activado: Palco envía desde <span className="font-medium">{status.data.from}</span>
      </p>
      <Button
        variant="outline"
        disabled={test.isPending}
        onClick={() =>
          test.mutate(undefined, {
            onSuccess: ({ sentTo }) => toast.success("Correo de prueba enviado", { description: `A ${sentTo}` }),
            onError: (error) => toast.error("No se pudo enviar el correo de prueba", { description: error.message }),
          })
        }
      >
        {test.isPending ? <Loader2 className="animate-spin" /> : null}
        Enviar correo de prueba
      </Button>
      <div className="grid w-full gap-2 sm:max-w-xs">
        <Label htmlFor="digest-hour">Resumen diario por email</Label>
        <NativeSelect
          id="digest-hour"
          aria-describedby="digest-hour-hint"
          value={digestHour === null ? "" : String(digestHour)}
          disabled={saveDigest.isPending}
          onChange={(event) => {
            const hour = event.target.value === "" ? null : Number(event.target.value);
            saveDigest.mutate(hour, {
              onSuccess: () =>
                toast.success(hour === null ? "Resumen diario desactivado" : `Resumen diario a las ${pad(hour)}:00`),
              onError: (error) => toast.error("No se pudo guardar el resumen diario", { description: error.message }),
            });
          }}
        >
          <option value="">No enviar</option>
          {Array.from({ length: 24 }, (_, hour) => (
            <option key={hour} value={hour}>{`A las ${pad(hour)}:00`}</option>
          ))}
        </NativeSelect>
        <p id="digest-hour-hint" className="text-xs text-muted-foreground">
          La agenda de hoy, lo atrasado (tareas y cobros) y lo que espera la aprobación del jugador, una vez al día.
        </p>
      </div>
    </div>
  );
}
