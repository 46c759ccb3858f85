import { ALERT_RESOURCES } from "@shared/domain/kind-resources";
import {
  NOTIFICATION_KINDS,
  NOTIFICATION_LABELS,
  type NotificationKind,
  type NotificationPreferences,
} from "@shared/schemas/agent-settings";
import { Switch } from "@/components/ui/switch";
import { useReads } from "@/lib/session";
import { toast } from "@/lib/toast";

import { useSaveNotificationPreferences, type AlertChannel } from "../api/save-notification-preferences";

type NotificationSwitchesProps = {
  preferences: NotificationPreferences;
  emailAlerts: NotificationPreferences;
  pushAlerts: NotificationPreferences;
  /** Whether Palco sends email: without it the email switches are off and say why. */
  mailConfigured: boolean;
  /** How many devices receive push: with none the push switches are off and say why. */
  pushDevices: number;
};

const SAVED: Record<AlertChannel, (title: string, checked: boolean) => string> = {
  notifications: (title, checked) => `${title}: ${checked ? "activadas" : "desactivadas"}`,
  emailAlerts: (title, checked) => `${title} por email: ${checked ? "activado" : "desactivado"}`,
  pushAlerts: (title, checked) => `${title} como notificación push: ${checked ? "activado" : "desactivado"}`,
};

/** Each alert kind in the app (SPEC's switches), by email and as push, each saved the moment it changes. */
export function NotificationSwitches({
  preferences,
  emailAlerts,
  pushAlerts,
  mailConfigured,
  pushDevices,
}: NotificationSwitchesProps) {
  const reads = useReads();
  const saves: Record<AlertChannel, ReturnType<typeof useSaveNotificationPreferences>> = {
    notifications: useSaveNotificationPreferences("notifications"),
    emailAlerts: useSaveNotificationPreferences("emailAlerts"),
    pushAlerts: useSaveNotificationPreferences("pushAlerts"),
  };
  const toggle = (channel: AlertChannel, kind: NotificationKind, checked: boolean) => {
    const { title } = NOTIFICATION_LABELS[kind];
    saves[channel].mutate(
      { [kind]: checked },
      {
        onSuccess: () => toast.success(SAVED[channel](title, checked)),
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
      {pushDevices > 0 ? null : (
        <p className="text-sm text-muted-foreground">
          Los avisos push necesitan un dispositivo activado (Configuración &gt; Notificaciones push).
        </p>
      )}
      <ul className="divide-y">
        {/* Only the kinds the role is told of: the bell never rings for the others. */}
        {NOTIFICATION_KINDS.filter((kind) => reads(ALERT_RESOURCES[kind])).map((kind) => {
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
                    checked={preferences[kind] ?? false}
                    onCheckedChange={(checked) => toggle("notifications", kind, checked)}
                  />
                  En la app
                </span>
                <span className="flex flex-col items-center gap-1">
                  <Switch
                    aria-label={`Por email: ${title}`}
                    checked={mailConfigured && (emailAlerts[kind] ?? false)}
                    disabled={!mailConfigured}
                    onCheckedChange={(checked) => toggle("emailAlerts", kind, checked)}
                  />
                  Por email
                </span>
                <span className="flex flex-col items-center gap-1">
                  <Switch
                    aria-label={`Push: ${title}`}
                    checked={pushDevices > 0 && (pushAlerts[kind] ?? false)}
                    disabled={pushDevices === 0}
                    onCheckedChange={(checked) => toggle("pushAlerts", kind, checked)}
                  />
                  Push
                </span>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
