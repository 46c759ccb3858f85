import { NOTIFICATION_KINDS, NOTIFICATION_LABELS, type NotificationPreferences } from "@shared/schemas/agent-settings";
import { Switch } from "@/components/ui/switch";
import { toast } from "@/lib/toast";

import { useSaveNotificationPreferences } from "../api/save-notification-preferences";

/** SPEC's four alert switches, each saved the moment it changes. */
export function NotificationSwitches({ preferences }: { preferences: NotificationPreferences }) {
  const save = useSaveNotificationPreferences();
  return (
    <ul className="divide-y">
      {NOTIFICATION_KINDS.map((kind) => {
        const { title, description } = NOTIFICATION_LABELS[kind];
        const id = `notify-${kind}`;
        return (
          <li key={kind} className="flex items-center justify-between gap-4 py-3 first:pt-0 last:pb-0">
            <div className="grid gap-1">
              <label htmlFor={id} className="text-sm font-medium">
                {title}
              </label>
              <p id={`${id}-description`} className="text-sm text-muted-foreground">
                {description}
              </p>
            </div>
            <Switch
              id={id}
              aria-describedby={`${id}-description`}
              checked={preferences[kind]}
              onCheckedChange={(checked) =>
                save.mutate(
                  { [kind]: checked },
                  {
                    onSuccess: () => toast.success(`${title}: ${checked ? "activadas" : "desactivadas"}`),
                    onError: (error) =>
                      toast.error("No se pudo guardar la preferencia", { description: error.message }),
                  },
                )
              }
            />
          </li>
        );
      })}
    </ul>
  );
}
