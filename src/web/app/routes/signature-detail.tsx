import { Copy } from "lucide-react";
import { useParams } from "react-router";

import { ErrorState } from "@/components/error-state";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { signatureBases, useSignatureRequest } from "@/features/signatures/api/signatures";
import { SigningPanel } from "@/features/signatures/components/signing-panel";
import { useSession } from "@/lib/session";
import { toast } from "@/lib/toast";

import { useDocumentTitle } from "../document-title";

/** /firmas/:id: where a document sent to sign stands, its links for signers without an account, and the agent's part. */
export function SignatureDetailRoute() {
  useDocumentTitle("Firma");
  const { id = "" } = useParams();
  const base = signatureBases.agency(id);
  const request = useSignatureRequest(base);
  const email = useSession().data?.user.email;
  if (request.isPending)
    return <Skeleton className="h-96 rounded-xl" aria-busy="true" aria-label="Cargando la firma" />;
  if (request.isError)
    return <ErrorState message="No se pudo cargar la solicitud de firma." onRetry={() => void request.refetch()} />;
  const mine = request.data.signers.find((signer) => signer.email !== null && signer.email === email);
  const links = Object.entries(request.data.links ?? {});
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <Card className="p-5">
        <SigningPanel base={base} request={request.data} signerId={mine?.id} />
      </Card>
      {links.length > 0 ? (
        <Card className="space-y-2 p-5">
          <h2 className="font-semibold">Enlaces de firma</h2>
          <p className="text-sm text-muted-foreground">
            Se enviaron por email; si hace falta, pásalos tú. Cada enlace sirve solo a su firmante.
          </p>
          {links.map(([signerId, link]) => {
            const signer = request.data.signers.find((item) => item.id === signerId);
            return (
              <div key={signerId} className="flex flex-wrap items-center justify-between gap-2 text-sm">
                <span className="font-medium">{signer?.name}</span>
                <Button
                  variant="outline"
                  size="sm"
                  className="min-h-11"
                  onClick={() =>
                    void navigator.clipboard
                      .writeText(link)
                      .then(() => toast.success("Enlace copiado"))
                      .catch(() => toast.error("No se pudo copiar el enlace"))
                  }
                >
                  <Copy /> Copiar su enlace
                </Button>
              </div>
            );
          })}
        </Card>
      ) : null}
    </div>
  );
}
