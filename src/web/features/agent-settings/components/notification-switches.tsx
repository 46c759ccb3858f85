import {
  NOTIFICATION_KINDS,
  NOTIFICATION_LABELS,
  type NotificationKind,
  type NotificationPreferences,
} from "@shared/schemas/agent-settings";
import { Switch } from "@/components/ui/switch";
import { toast } from "@/lib/toast";

import { useSaveNotificationPreferences, type AlertChannel } from "../api/save-notification-preferences";

type NotificationSwitchesProps = {
  preferences: NotificationPreferences;
  emailAlerts: NotificationPreferences;
  /** Whether Palco sends email: without it the email switches are off and say why. */
  mailConfigured: boolean;
};

/** Each alert kind in the app (SPEC's switches) and by email, each saved the moment it changes. */
export function NotificationSwitches({ preferences, emailAlerts, mailConfigured }: NotificationSwitchesProps) {
  const inApp = useSaveNotificationPreferences("notifications");
  const byEmail = useSaveNotificationPreferences("emailAlerts");
  const toggle = (channel: AlertChannel, kind: NotificationKind, checked: boolean) => {
    const { title } = NOTIFICATION_LABELS[kind];
    (channel === "notifications" ? inApp : byEmail).mutate(
      { [kind]: checked },
      {
        onSuccess: () =>
          toast.success(
            channel === "notifications"
              ? `${title}: ${checked ? "activadas" : "desactivadas"}`
              : `${title} por email: ${checked ? "activado" : "desactivado"}`,
          ),
        onError: (error) => toast.error("No se pudo guardar la preferencia", { description: error.message }),
      },
    );
  };
  return (
    <div className="space-y-2">
      {mailConfigured ? null : (
        <p className="text-sm text-muted-foreground">
          Los avisos por email necesitan que Palco tenga correo (Configuración &gt; Correo).
        </p>
      )}
      <ul className="divide-y">
        {NOTIFICATION_KINDS.map((kind) => {
          const { title, description } = NOTIFICATION_LABELS[kind];
          const id = `notify-${kind}`;
          return (
            <li key={kind} className="flex flex-wrap items-center justify-between gap-4 py-3 first:pt-0 last:pb-0">
              <div className="grid min-w-0 flex-1 basis-64 gap-1">
                <label htmlFor={id} className="text-sm font-medium">
                  {title}
                </label>
                <p id={`${id}-description`} className="text-sm text-muted-foreground">
                  {description}
                </p>
              </div>
              <div className="flex items-center gap-4 text-xs text-muted-foreground">
                <span className="flex flex-col items-center gap-1">
                  <Switch
                    id={id}
                    aria-describedby={`${id}-description`}
                    checked={preferences[kind]}
                    onCheckedChange={(checked) => toggle("notifications", kind, checked)}
                  />
                  En la app
                </span>
                <span className="flex flex-col items-center gap-1">
                  <Switch
                    aria-label={`Por email: ${title}`}
                    checked={mailConfigured && emailAlerts[kind]}
                    disabled={!mailConfigured}
                    onCheckedChange={(checked) => toggle("emailAlerts", kind, checked)}
                  />
                  Por email
                </span>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
