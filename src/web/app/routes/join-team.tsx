import { useState } from "react";
import { Link, useNavigate } from "react-router";

import { paths } from "@/config/paths";
import { AuthLayout } from "@/features/auth/components/auth-layout";
import { JoinTeamForm } from "@/features/team/components/join-team-form";

import { useDocumentTitle } from "../document-title";

/** /unirse#TOKEN: the link the agency's owner sent. The token stays in the address's fragment, never in a log. */
export function JoinTeamRoute() {
  useDocumentTitle("Únete a tu agencia");
  const navigate = useNavigate();
  const [token] = useState(() => decodeURIComponent(window.location.hash.slice(1)));
  if (!token) {
    return (
      <AuthLayout title="Enlace incompleto" description="Este enlace de invitación no lleva su clave.">
        <p className="text-sm">
          Ábrelo tal como te llegó, o pide uno nuevo a la dirección de tu agencia. Si ya tienes cuenta,{" "}
          <Link to={paths.login} className="underline">
            inicia sesión
          </Link>
          .
        </p>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout
      title="Únete a tu agencia"
      description="Te han invitado al equipo de la agencia en Palco. Di cómo te llamas y elige una contraseña."
    >
      <JoinTeamForm
        token={token}
        onJoined={() => {
          // The token leaves the address and the history as soon as it is spent.
          window.history.replaceState(null, "", paths.joinTeam);
          navigate(paths.dashboard, { replace: true });
        }}
      />
    </AuthLayout>
  );
}
