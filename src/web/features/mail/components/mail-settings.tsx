import { Loader2, Mail } from "lucide-react";

import { ErrorState } from "@/components/error-state";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDateTime } from "@/lib/format";
import { toast } from "@/lib/toast";

import { useMailStatus, useSendTestMail } from "../api/mail";

/** Whether Palco sends email and from which address, with a test sent to the agent. */
export function MailSettings() {
  const status = useMailStatus();
  const test = useSendTestMail();
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
    </div>
  );
}
