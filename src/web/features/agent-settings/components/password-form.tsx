import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2 } from "lucide-react";
import { useForm } from "react-hook-form";

import { passwordChangeSchema, type PasswordChangeInput } from "@shared/schemas/agent-settings";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { reportServerError } from "@/lib/form-errors";
import { toast } from "@/lib/toast";

import { useChangePassword } from "../api/change-password";
import { RevokeAccessCheckbox } from "./revoke-access-checkbox";

const EMPTY: PasswordChangeInput = { currentPassword: "", newPassword: "", revokeAccess: true };

/** A new password, proven by the current one; the other signed-in devices are signed out. */
export function PasswordForm({ email }: { email: string }) {
  const changePassword = useChangePassword();
  const form = useForm<PasswordChangeInput>({ resolver: zodResolver(passwordChangeSchema), defaultValues: EMPTY });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    changePassword.mutate(values, {
      onSuccess: () => {
        form.reset(EMPTY);
        const revoked =
          values.revokeAccess !== false ? " y se han revocado todos los tokens de API y la URL del calendario" : "";
        toast.success("Contraseña actualizada", {
          description: `Se ha cerrado la sesión en tus otros dispositivos${revoked}`,
        });
      },
      onError: (error) => reportServerError(error, form, "No se pudo cambiar la contraseña"),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      {/* Tells password managers which account the new password belongs to. */}
      <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Contraseña actual" htmlFor="password-current" required error={errors.currentPassword?.message}>
          <Input
            id="password-current"
            type="password"
            autoComplete="current-password"
            {...form.register("currentPassword")}
          />
        </Field>
        <Field label="Nueva contraseña" htmlFor="password-new" required error={errors.newPassword?.message}>
          <Input id="password-new" type="password" autoComplete="new-password" {...form.register("newPassword")} />
        </Field>
      </div>
      <p className="text-xs text-muted-foreground">Al menos 10 caracteres y distinta de la actual.</p>
      <RevokeAccessCheckbox {...form.register("revokeAccess")} />
      <Button type="submit" className="justify-self-start" disabled={changePassword.isPending}>
        {changePassword.isPending ? <Loader2 className="animate-spin" /> : null}
        Cambiar contraseña
      </Button>
    </form>
  );
}
