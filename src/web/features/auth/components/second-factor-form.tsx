import { Loader2 } from "lucide-react";
import { useState } from "react";

import { TRUSTED_DEVICE_DAYS } from "@shared/domain/two-factor";
import { FormAlert } from "@/components/form-alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";

import { useVerifySecondFactor } from "../api/second-factor";

/**
 * After the password of an account with two-factor sign-in: the authenticator app's six digits, or one of the
 * backup codes when the phone is not at hand.
 */
export function SecondFactorForm({ onSignedIn }: { onSignedIn: () => void }) {
  const verify = useVerifySecondFactor();
  const [backup, setBackup] = useState(false);
  const [code, setCode] = useState("");
  const [trustDevice, setTrustDevice] = useState(false);
  const [missing, setMissing] = useState(false);
  const id = backup ? "backup-code" : "totp-code";

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setMissing(true);
      return;
    }
    verify.mutate({ code, backup, trustDevice }, { onSuccess: onSignedIn });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Verificación en dos pasos">
      <p className="text-sm text-muted-foreground">
        {backup
          ? "Escribe uno de los códigos de recuperación que guardaste al activar la verificación. Cada uno sirve una vez."
          : "Abre tu app de autenticación y escribe el código de 6 cifras de Palco."}
      </p>
      <Field
        label={backup ? "Código de recuperación" : "Código de verificación"}
        htmlFor={id}
        required
        error={missing ? "Escribe el código" : undefined}
      >
        <Input
          id={id}
          key={id}
          autoFocus
          autoComplete="one-time-code"
          inputMode={backup ? "text" : "numeric"}
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            setMissing(false);
          }}
        />
      </Field>
      <label className="flex min-h-11 items-center gap-3 text-sm">
        <input
          type="checkbox"
          className="size-4 accent-primary"
          checked={trustDevice}
          onChange={(event) => setTrustDevice(event.target.checked)}
        />
        No volver a pedirlo en este navegador durante {TRUSTED_DEVICE_DAYS} días
      </label>
      {verify.error ? <FormAlert>{verify.error.message}</FormAlert> : null}
      <Button type="submit" disabled={verify.isPending} className="w-full">
        {verify.isPending ? <Loader2 className="animate-spin" /> : null}
        Verificar
      </Button>
      <Button
        type="button"
        variant="link"
        className="h-auto justify-self-start p-0"
        onClick={() => {
          setBackup((shown) => !shown);
          setCode("");
          setMissing(false);
          verify.reset();
        }}
      >
        {backup ? "Usar la app de autenticación" : "Usar un código de recuperación"}
      </Button>
    </form>
  );
}
