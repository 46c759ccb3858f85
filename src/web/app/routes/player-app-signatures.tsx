import { ChevronRight } from "lucide-react";
import { Link, useParams } from "react-router";

import { EmptyState } from "@/components/empty-state";
import { ErrorState } from "@/components/error-state";
import { SignatureStatusBadge } from "@/components/status-badges";
import { Skeleton } from "@/components/ui/skeleton";
import { paths } from "@/config/paths";
import { PlayerScreen } from "@/features/player-app/components/player-section";
import { signatureBases, usePlayerSignatures, useSignatureRequest } from "@/features/signatures/api/signatures";
import { SigningPanel } from "@/features/signatures/components/signing-panel";

import { useDocumentTitle } from "../document-title";

/** /app/firmas: the documents the player signs, those waiting first. */
export function PlayerAppSignaturesRoute() {
  useDocumentTitle("Firmas");
  const signatures = usePlayerSignatures();
  return (
    <PlayerScreen title="Firmas" query={signatures} failure="No se pudieron cargar tus documentos.">
      {(items) =>
        items.length === 0 ? (
          <EmptyState>No tienes documentos para firmar</EmptyState>
        ) : (
          <ul className="divide-y rounded-lg border bg-card">
            {items.map((item) => (
              <li key={item.id}>
                <Link to={paths.playerAppSignature(item.id)} className="flex min-h-14 items-center gap-3 p-3">
                  <span className="min-w-0 flex-1">
                    <span className="block font-medium break-words">{item.title}</span>
                    <SignatureStatusBadge status={item.status} />
                  </span>
                  <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                </Link>
              </li>
            ))}
          </ul>
        )
      }
    </PlayerScreen>
  );
}

/** /app/firmas/:id: the player reads and signs one document on his phone. */
export function PlayerAppSignatureRoute() {
  useDocumentTitle("Firmar");
  const { id = "" } = useParams();
  const base = signatureBases.player(id);
  const request = useSignatureRequest(base);
  if (request.isPending)
    return <Skeleton className="h-96 rounded-lg" aria-busy="true" aria-label="Cargando el documento" />;
  if (request.isError)
    return <ErrorState message="No se pudo cargar el documento." onRetry={() => void request.refetch()} />;
  // The app reads only the player's own email among the signers: that is him.
  const mine = request.data.signers.find((signer) => signer.email !== null);
  return <SigningPanel base={base} request={request.data} signerId={mine?.id} />;
}
