import { useState } from "react";

import { Button } from "@/components/ui/button";

/**
 * "¿Olvidaste tu contraseña?" While Palco sends no email, the way back in is on the server, where whoever runs
 * Palco sets a new password for the account; this says how.
 */
export function ForgottenPassword() {
  const [open, setOpen] = useState(false);
  return (
    <div className="space-y-2 text-sm">
      <Button
        type="button"
        variant="link"
        className="h-auto p-0"
        aria-expanded={open}
        aria-controls="forgotten-password"
        onClick={() => setOpen((shown) => !shown)}
      >
        ¿Olvidaste tu contraseña?
      </Button>
      {open ? (
        <div
          id="forgotten-password"
          className="space-y-2 rounded-md border bg-muted/40 p-3"
          role="region"
          aria-label="Recuperar la contraseña"
        >
          <p>
            Este Palco no envía correos, así que la contraseña se cambia en el ordenador o servidor donde se ejecuta.
            Quien lo administre puede ponerte una nueva con:
          </p>
          <pre className="overflow-x-auto rounded bg-card px-2 py-1 font-mono text-xs">
            npm run reset-password -- tu@email.com
          </pre>
          <p className="text-muted-foreground">
            Pide la nueva contraseña dos veces sin mostrarla y cierra todas las sesiones abiertas de la cuenta; no
            cambia nada más.
          </p>
        </div>
      ) : null}
    </div>
  );
}
