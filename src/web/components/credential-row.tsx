import { Trash2 } from "lucide-react";
import type { ReactNode } from "react";

import { Button } from "@/components/ui/button";
import { formatDateTime } from "@/lib/format";

/**
 * One way into the account in a list (an API token, a passkey): its name, when it was made and last used, and the
 * button that takes it away.
 */
export function CredentialRow({
  testId,
  title,
  createdLabel,
  createdAt,
  lastUsedAt,
  removeLabel,
  onRemove,
}: {
  testId: string;
  title: ReactNode;
  /** "Creado el", "Añadida el". */
  createdLabel: string;
  createdAt: string;
  lastUsedAt: string | null;
  removeLabel: string;
  onRemove: () => void;
}) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 px-3 py-2" data-testid={testId}>
      <div className="min-w-0">
        {title}
        <p className="text-xs text-muted-foreground">
          {createdLabel} {formatDateTime(createdAt)} ·{" "}
          {lastUsedAt ? `Último uso: ${formatDateTime(lastUsedAt)}` : "Sin usar todavía"}
        </p>
      </div>
      <Button
        variant="ghost"
        size="icon"
        className="size-11 text-destructive hover:text-destructive"
        aria-label={removeLabel}
        onClick={onRemove}
      >
        <Trash2 />
      </Button>
    </li>
  );
}
