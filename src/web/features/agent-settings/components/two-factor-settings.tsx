import { Loader2, ShieldCheck } from "lucide-react";
import { useEffect, useState } from "react";

import type { TwoFactorStatus } from "@shared/domain/two-factor";
import { FormAlert } from "@/components/form-alert";
import { ShownOnce } from "@/components/shown-once";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { formatDateTime } from "@/lib/format";
import { toast } from "@/lib/toast";

import { useConfirmTwoFactor, useDisableTwoFactor, useStartTwoFactor, type TwoFactorSecret } from "../api/two-factor";

function ErrorLine({ error }: { error: Error | null }) {
  if (!error) return null;
  return <FormAlert>{error.message}</FormAlert>;
}

/** The QR code of the secret, drawn in the browser (the library loads only when a member turns it on). */
function SecretQrCode({ uri }: { uri: string }) {
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void import("qrcode")
      .then((qrcode) => qrcode.toDataURL(uri, { margin: 1, width: 192 }))
      .then((url) => current && setImage(url));
    return () => {
      current = false;
    };
  }, [uri]);
  if (!image) return <div className="size-48 animate-pulse rounded-md bg-muted" aria-hidden="true" />;
  return <img src={image} alt="Código QR para tu app de autenticación" className="size-48 rounded-md border" />;
}

/** Scan (or type) the secret, prove it with a first code, then keep the backup codes. */
function Enrolment({ secret, onDone }: { secret: TwoFactorSecret; onDone: () => void }) {
  const confirm = useConfirmTwoFactor();
  const [code, setCode] = useState("");
  const key = new URL(secret.totpURI).searchParams.get("secret") ?? "";
  if (confirm.isSuccess)
    return (
      <div className="grid gap-3">
        <ShownOnce
          message="Guarda estos códigos de recuperación: cada uno sirve una vez si no tienes el móvil a mano. No se volverán a mostrar."
          value={secret.backupCodes.join(" ")}
          label="Códigos de recuperación"
        />
        <ul className="grid grid-cols-2 gap-1 font-mono text-sm sm:grid-cols-5" aria-label="Códigos de recuperación">
          {secret.backupCodes.map((backup) => (
            <li key={backup}>{backup}</li>
          ))}
        </ul>
        <Button type="button" className="justify-self-start" onClick={onDone}>
          Hecho
        </Button>
      </div>
    );
  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (code.trim()) confirm.mutate(code);
      }}
    >
      <p className="text-sm">
        Escanea el código con tu app de autenticación (Google Authenticator, Microsoft Authenticator, 1Password…) o
        escribe la clave a mano. Después, escribe el código de 6 cifras que muestra.
      </p>
      <div className="flex flex-wrap items-center gap-4">
        <SecretQrCode uri={secret.totpURI} />
        <p className="text-sm break-all">
          Clave: <span className="font-mono">{key}</span>
        </p>
      </div>
      <Field label="Código de la app" htmlFor="two-factor-code" required>
        <Input
          id="two-factor-code"
          autoComplete="one-time-code"
          inputMode="numeric"
          className="max-w-40"
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
      </Field>
      <ErrorLine error={confirm.error} />
      <Button type="submit" className="justify-self-start" disabled={confirm.isPending || !code.trim()}>
        {confirm.isPending ? <Loader2 className="animate-spin" /> : null}
        Confirmar
      </Button>
    </form>
  );
}

/** A password field and one button: what turning two-factor sign-in on or off asks first. */
function PasswordStep({
  label,
  pending,
  error,
  onSubmit,
  email,
}: {
  label: string;
  pending: boolean;
  error: Error | null;
  onSubmit: (password: string) => void;
  email: string;
}) {
  const [password, setPassword] = useState("");
  return (
    <form
      className="grid gap-3"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (password) onSubmit(password);
      }}
    >
      <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
      <Field label="Tu contraseña" htmlFor={`two-factor-password-${label}`} required>
        <Input
          id={`two-factor-password-${label}`}
          type="password"
          autoComplete="current-password"
          className="max-w-80"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </Field>
      <ErrorLine error={error} />
      <Button type="submit" variant="outline" className="justify-self-start" disabled={pending || !password}>
        {pending ? <Loader2 className="animate-spin" /> : null}
        {label}
      </Button>
    </form>
  );
}

/**
 * Configuración > Seguridad: two-factor sign-in with an authenticator app. Required of dirección and contabilidad
 * (who cannot turn it off), optional for everyone else.
 */
export function TwoFactorSettings({ status, email }: { status: TwoFactorStatus; email: string }) {
  const start = useStartTwoFactor();
  const disable = useDisableTwoFactor();
  const [secret, setSecret] = useState<TwoFactorSecret | null>(null);

  if (secret)
    return (
      <Enrolment
        secret={secret}
        onDone={() => {
          setSecret(null);
          start.reset();
          toast.success("Verificación en dos pasos activada");
        }}
      />
    );
  return (
    <div className="grid gap-4">
      {status.enabled ? (
        <p className="flex items-center gap-2 text-sm">
          <ShieldCheck className="size-4 text-success" aria-hidden="true" />
          Activada: al iniciar sesión se pide el código de tu app de autenticación.
        </p>
      ) : (
        <p className="text-sm text-muted-foreground">
          Desactivada: basta la contraseña para entrar. Con ella activada, también se pide un código de tu móvil.
        </p>
      )}
      {status.required && !status.enabled ? (
        <p role="alert" className="rounded-md bg-warning/15 px-3 py-2 text-sm">
          {status.blocked
            ? "Tu rol exige la verificación en dos pasos: actívala para seguir usando Palco."
            : `Tu rol exige la verificación en dos pasos: actívala antes del ${formatDateTime(status.deadline ?? "")}.`}
        </p>
      ) : null}
      {status.enabled ? (
        status.required ? (
          <p className="text-sm text-muted-foreground">Tu rol la exige: no se puede desactivar.</p>
        ) : (
          <PasswordStep
            label="Desactivar"
            email={email}
            pending={disable.isPending}
            error={disable.error}
            onSubmit={(password) =>
              disable.mutate(password, {
                onSuccess: () => toast.success("Verificación en dos pasos desactivada"),
              })
            }
          />
        )
      ) : (
        <PasswordStep
          label="Activar"
          email={email}
          pending={start.isPending}
          error={start.error}
          onSubmit={(password) => start.mutate(password, { onSuccess: setSecret })}
        />
      )}
    </div>
  );
}
