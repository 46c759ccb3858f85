import { useState } from "react";

import { ErrorState } from "@/components/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { signatureBases, useSignatureRequest } from "@/features/signatures/api/signatures";
import { PublicPage } from "@/features/signatures/components/public-page";
import { SigningPanel } from "@/features/signatures/components/signing-panel";
import { VerifyForm } from "@/features/signatures/components/verify-form";

import { useDocumentTitle } from "../document-title";

/** /firmar#TOKEN: a signer without an account (a minor's guardian) reads and signs from the emailed link. */
export function SignLinkRoute() {
  useDocumentTitle("Firmar un documento");
  // The token stays in the address's fragment: never sent in a request line, never in a log.
  const [token] = useState(() => decodeURIComponent(window.location.hash.slice(1)));
  const base = signatureBases.link(token);
  const request = useSignatureRequest(base, token !== "");
  return (
    <PublicPage>
      {!token || request.isError ? (
        <div className="space-y-3">
          <h1 className="text-xl font-bold">Firmar un documento</h1>
          {!token ? (
            <p className="text-sm">Este enlace está incompleto: ábrelo tal como llegó en el correo.</p>
          ) : (
            <ErrorState message={request.error?.message ?? ""} onRetry={() => void request.refetch()} />
          )}
        </div>
      ) : request.isPending ? (
        <Skeleton className="h-96 rounded-lg" aria-busy="true" aria-label="Cargando el documento" />
      ) : (
        <SigningPanel base={base} request={request.data} signerId={request.data.signerId} />
      )}
    </PublicPage>
  );
}

/** /verificar: anyone checks whether Palco issued a PDF. */
export function VerifyRoute() {
  useDocumentTitle("Comprobar un documento");
  return (
    <PublicPage>
      <VerifyForm />
    </PublicPage>
  );
}
