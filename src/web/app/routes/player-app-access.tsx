import { useState } from "react";
import { useNavigate } from "react-router";

import { paths } from "@/config/paths";
import { AuthLayout } from "@/features/auth/components/auth-layout";
import { IncompleteLink } from "@/features/auth/components/incomplete-link";
import { AcceptInvitationForm } from "@/features/player-app/components/accept-invitation-form";

import { useDocumentTitle } from "../document-title";

/** /app/acceso#TOKEN: the link the agent sent. The token stays in the address's fragment, never sent to a server. */
export function PlayerAppAccessRoute() {
  useDocumentTitle("Tu acceso a Palco");
  const navigate = useNavigate();
  const [token] = useState(() => decodeURIComponent(window.location.hash.slice(1)));
  if (!token)
    return (
      <IncompleteLink
        kind="acceso"
        askWhom="a tu agente"
        loginTo={`${paths.login}?redirect=${encodeURIComponent(paths.playerApp)}`}
      />
    );
  return (
    <AuthLayout
      title="Crea tu contraseña"
      description="Tu agente te ha dado acceso a tu app de Palco. Elige una contraseña para entrar."
    >
      <AcceptInvitationForm
        token={token}
        onAccepted={() => {
          // The token leaves the address and the history as soon as it is spent.
          window.history.replaceState(null, "", paths.playerAppAccess);
          navigate(paths.playerApp, { replace: true });
        }}
      />
    </AuthLayout>
  );
}
