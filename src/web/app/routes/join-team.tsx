import { useState } from "react";
import { useNavigate } from "react-router";

import { paths } from "@/config/paths";
import { useSetupStatus } from "@/features/auth/api/get-setup-status";
import { AuthLayout } from "@/features/auth/components/auth-layout";
import { IncompleteLink } from "@/features/auth/components/incomplete-link";
import { OrDivider } from "@/features/auth/components/or-divider";
import { SingleSignOnButton } from "@/features/auth/components/single-sign-on-button";
import { JoinTeamForm } from "@/features/team/components/join-team-form";

import { useDocumentTitle } from "../document-title";

/** /unirse#TOKEN: the link the agency's owner sent. The token stays in the address's fragment, never in a log. */
export function JoinTeamRoute() {
  useDocumentTitle("Únete a tu agencia");
  const navigate = useNavigate();
  const [token] = useState(() => decodeURIComponent(window.location.hash.slice(1)));
  // With the agency's identity provider, the invited address signs in there instead of choosing a password.
  const provider = useSetupStatus().data?.singleSignOn;
  if (!token) return <IncompleteLink kind="invitación" askWhom="a la dirección de tu agencia" loginTo={paths.login} />;
  return (
    <AuthLayout
      title="Únete a tu agencia"
      description="Te han invitado al equipo de la agencia en Palco. Di cómo te llamas y elige una contraseña."
    >
      <div className="grid gap-4">
        <JoinTeamForm
          token={token}
          onJoined={() => {
            // The token leaves the address and the history as soon as it is spent.
            window.history.replaceState(null, "", paths.joinTeam);
            navigate(paths.dashboard, { replace: true });
          }}
        />
        {provider ? (
          <>
            <OrDivider />
            <SingleSignOnButton label={provider} then={paths.dashboard} />
          </>
        ) : null}
      </div>
    </AuthLayout>
  );
}
