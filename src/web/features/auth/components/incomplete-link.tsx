import { Link } from "react-router";

import { AuthLayout } from "./auth-layout";

/** A one-time link opened without its key (after `#`): what to do instead. */
export function IncompleteLink({ kind, askWhom, loginTo }: { kind: string; askWhom: string; loginTo: string }) {
  return (
    <AuthLayout title="Enlace incompleto" description={`Este enlace de ${kind} no lleva su clave.`}>
      <p className="text-sm">
        Ábrelo tal como te llegó, o pide {askWhom} uno nuevo. Si ya tienes contraseña,{" "}
        <Link to={loginTo} className="underline">
          inicia sesión
        </Link>
        .
      </p>
    </AuthLayout>
  );
}
