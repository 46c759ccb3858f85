import { Check, Clock, X } from "lucide-react";

import { SIGNER_ROLE_LABELS } from "@shared/domain/signatures";
import type { SignatureRequest } from "@shared/schemas/signature";
import { formatDateTime } from "@/lib/format";

/** Who signs, in order, and where each stands: signed when, refused why, in turn, or waiting. */
export function SignersList({ request }: { request: SignatureRequest }) {
  return (
    <ol className="space-y-2" aria-label="Firmantes">
      {request.signers.map((signer) => {
        const inTurn = request.inTurn === signer.id;
        return (
          <li key={signer.id} className="flex items-start gap-3 rounded-md border p-3 text-sm">
            <span className="mt-0.5" aria-hidden="true">
              {signer.signedAt ? (
                <Check className="size-4 text-[oklch(0.42_0.12_155)]" />
              ) : signer.refusedAt ? (
                <X className="size-4 text-destructive" />
              ) : (
                <Clock className="size-4 text-muted-foreground" />
              )}
            </span>
            <span className="min-w-0">
              <span className="block font-medium break-words">
                {signer.position}. {signer.name} · {SIGNER_ROLE_LABELS[signer.role]}
              </span>
              <span className="block text-muted-foreground">
                {signer.signedAt
                  ? `Firmó el ${formatDateTime(signer.signedAt)}`
                  : signer.refusedAt
                    ? `Rechazó el ${formatDateTime(signer.refusedAt)}: ${signer.refusedReason ?? ""}`
                    : inTurn
                      ? "Le toca firmar"
                      : "Espera su turno"}
                {signer.email ? ` · ${signer.email}` : ""}
                {signer.signsIn === "link" ? " · firma con enlace" : ""}
              </span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
