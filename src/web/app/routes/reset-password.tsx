import { Loader2 } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";

import { MIN_PASSWORD_LENGTH } from "@shared/schemas/auth";
import { FormAlert } from "@/components/form-alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { paths } from "@/config/paths";
import { RevokeAccessCheckbox } from "@/features/agent-settings/components/revoke-access-checkbox";
import { INVALID_LINK, useResetPassword } from "@/features/auth/api/password-reset";
import { AuthLayout } from "@/features/auth/components/auth-layout";
import { toast } from "@/lib/toast";

import { useDocumentTitle } from "../document-title";

/** Where the emailed link lands: the new password, twice; then back to the sign-in page. */
export function ResetPasswordRoute() {
  useDocumentTitle("Nueva contraseña");
  const [params] = useSearchParams();
  const token = params.get("token");
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [password, setPassword] = useState("");
  const [again, setAgain] = useState("");
  const [revokeAccess, setRevokeAccess] = useState(true);
  const [errors, setErrors] = useState<{ password?: string; again?: string }>({});

  if (!token || params.get("error")) {
    return (
      <AuthLayout title="Nueva contraseña" description="Restablece la contraseña de tu cuenta.">
        <p role="alert" className="text-sm text-destructive">
          {INVALID_LINK}
        </p>
        <Link to={paths.login} className="text-sm text-primary underline-offset-4 hover:underline">
          Ir a iniciar sesión
        </Link>
      </AuthLayout>
    );
  }

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const next = {
      password:
        password.length < MIN_PASSWORD_LENGTH
          ? `La nueva contraseña debe tener al menos ${MIN_PASSWORD_LENGTH} caracteres`
          : undefined,
      again: again !== password ? "Las dos contraseñas no coinciden" : undefined,
    };
    setErrors(next);
    if (next.password || next.again) return;
    reset.mutate(
      { token, newPassword: password, revokeAccess },
      {
        onSuccess: () => {
          toast.success("Contraseña cambiada", { description: "Inicia sesión con la nueva." });
          navigate(paths.login, { replace: true });
        },
      },
    );
  };

  return (
    <AuthLayout title="Nueva contraseña" description="Elige la contraseña con la que entrarás a partir de ahora.">
      <form noValidate onSubmit={submit} className="space-y-4">
        <Field label="Nueva contraseña" htmlFor="new-password" required error={errors.password}>
          <Input
            id="new-password"
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </Field>
        <Field label="Repítela" htmlFor="new-password-again" required error={errors.again}>
          <Input
            id="new-password-again"
            type="password"
            autoComplete="new-password"
            value={again}
            onChange={(event) => setAgain(event.target.value)}
          />
        </Field>
        <RevokeAccessCheckbox checked={revokeAccess} onChange={(event) => setRevokeAccess(event.target.checked)} />
        {reset.isError ? <FormAlert>{reset.error.message}</FormAlert> : null}
        <Button type="submit" className="w-full" disabled={reset.isPending}>
          {reset.isPending ? <Loader2 className="animate-spin" /> : null}
          Guardar contraseña
        </Button>
      </form>
    </AuthLayout>
  );
}
