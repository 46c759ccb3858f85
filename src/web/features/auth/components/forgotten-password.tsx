import { Loader2 } from "lucide-react";
import { useState } from "react";

import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";

import { useRequestPasswordReset } from "../api/password-reset";

/** With email on: the address, and a link sent to it (the same answer whether it has an account or not). */
function ResetByEmail() {
  const [email, setEmail] = useState("");
  const [invalid, setInvalid] = useState(false);
  const request = useRequestPasswordReset();
  if (request.isSuccess) {
    return (
      <p role="status">
        Si {email.trim()} es el email de la cuenta, te hemos enviado un enlace para elegir una contraseña nueva. Sirve
        una vez y caduca en 1 hora; mira también en la carpeta de spam.
      </p>
    );
  }
  return (
    <form
      noValidate
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        const ok = /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim());
        setInvalid(!ok);
        if (ok) request.mutate(email.trim());
      }}
    >
      <p>Escribe el email de tu cuenta y te enviaremos un enlace para elegir una contraseña nueva.</p>
      <Field label="Email de la cuenta" htmlFor="reset-email" error={invalid ? "Escribe un email válido" : undefined}>
        <Input id="reset-email" type="email" value={email} onChange={(event) => setEmail(event.target.value)} />
      </Field>
      {request.isError ? (
        <p role="alert" className="text-destructive">
          {request.error.message}
        </p>
      ) : null}
      <Button type="submit" variant="outline" disabled={request.isPending}>
        {request.isPending ? <Loader2 className="animate-spin" /> : null}
        Enviar enlace
      </Button>
    </form>
  );
}

/** Without email: the way back in is on the server, where whoever runs Palco sets a new password. */
function ResetOnServer() {
  return (
    <>
      <p>
        Este Palco no envía correos, así que la contraseña se cambia en el ordenador o servidor donde se ejecuta. Quien
        lo administre puede ponerte una nueva con:
      </p>
      <pre className="overflow-x-auto rounded bg-card px-2 py-1 font-mono text-xs">
        npm run reset-password -- tu@email.com
      </pre>
      <p className="text-muted-foreground">
        Pide la nueva contraseña dos veces sin mostrarla y cierra todas las sesiones abiertas de la cuenta; no cambia
        nada más.
      </p>
    </>
  );
}

/** "¿Olvidaste tu contraseña?" under the sign-in form. */
export function ForgottenPassword({ mail }: { mail: boolean }) {
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
          {mail ? <ResetByEmail /> : <ResetOnServer />}
        </div>
      ) : null}
    </div>
  );
}
