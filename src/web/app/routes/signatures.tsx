// The signing screens: the console's page of one request, the player's app, the link a signer without an account
// opens, and /verificar. One module, so that each is one file to fetch.
import { ChevronRight, Copy } from "lucide-react";
import { useState } from "react";
import { Link, Route, Routes, useParams } from "react-router";

import { EmptyState } from "@/components/empty-state";
import { ErrorState } from "@/components/error-state";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { paths } from "@/config/paths";
import { PlayerScreen } from "@/features/player-app/components/player-section";
import { signatureBases, usePlayerSignatures, useSignatureRequest } from "@/features/signatures/api/signatures";
import { PublicPage } from "@/features/signatures/components/public-page";
import { SignatureStatusBadge } from "@/features/signatures/components/signature-status-badge";
import { SigningPanel } from "@/features/signatures/components/signing-panel";
import { VerifyForm } from "@/features/signatures/components/verify-form";
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

/** /app/firmas and /app/firmas/:id, routed here so that the app's router carries one entry for both. */
export function PlayerAppSignaturesRoutes() {
  return (
    <Routes>
      <Route index element={<PlayerAppSignaturesRoute />} />
      <Route path=":id" element={<PlayerAppSignatureRoute />} />
    </Routes>
  );
}
