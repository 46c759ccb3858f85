import { AlertTriangle } from "lucide-react";

import type { RuleWarning } from "@shared/domain/fifa-rules";

/** A law's warning (the 85/15 rule of the IRPF) has no status to edit: it is simply the law. */
type LawWarning = { rule: string; message: string; source: string; status?: undefined };

/**
 * Warnings raised by FIFA's rules, each with the rule's status and source beside it (editable in Configuración), or
 * by a law, with its source.
 */
export function RuleWarnings({ warnings }: { warnings: readonly (RuleWarning | LawWarning)[] }) {
  if (warnings.length === 0) return null;
  return (
    <ul className="grid gap-2" aria-label="Avisos">
      {warnings.map((warning) => (
        <li
          key={`${warning.rule}:${warning.message}`}
          className="flex items-start gap-2 rounded-md bg-warning/15 p-2 text-sm text-[oklch(0.45_0.11_70)]"
        >
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span className="min-w-0">
            <span className="block">{warning.message}</span>
            <span className="block text-xs">
              {warning.status === undefined
                ? warning.source
                : `${warning.status === "suspendida" ? "Regla suspendida" : "Regla en vigor"} · ${warning.source}`}
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}
