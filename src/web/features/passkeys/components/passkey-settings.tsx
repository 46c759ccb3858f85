import { zodResolver } from "@hookform/resolvers/zod";
import { Fingerprint, Loader2 } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";

import { registerPasskeySchema, type Passkey } from "@shared/schemas/passkey";
import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
import { CredentialRow } from "@/components/credential-row";
import { ErrorState } from "@/components/error-state";
import { FormAlert } from "@/components/form-alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { toast } from "@/lib/toast";
import { browserHasPasskeys } from "@/lib/webauthn";

import { useAddPasskey, usePasskeys, useRemovePasskey } from "../api/passkeys";

const nameSchema = z.object({ name: registerPasskeySchema.shape.name });

/** Configuración > Llaves de acceso: sign in with the device's lock (a fingerprint, a face, a PIN) instead of a password. */
export function PasskeySettings() {
  const passkeys = usePasskeys();
  const add = useAddPasskey();
  const remove = useRemovePasskey();
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const form = useForm<{ name: string }>({ resolver: zodResolver(nameSchema), defaultValues: { name: "" } });
  const supported = browserHasPasskeys();

  const onSubmit = form.handleSubmit(({ name }) =>
    add.mutate(name, {
      onSuccess: () => {
        form.reset({ name: "" });
        toast.success("Llave de acceso añadida");
      },
    }),
  );

  return (
    <div className="space-y-4">
      <p className="text-sm text-muted-foreground">
        Cada dispositivo guarda su propia llave: añade una en cada móvil u ordenador con el que entres en Palco.
      </p>
      {supported ? (
        <form onSubmit={onSubmit} noValidate className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
          <Field label="Nombre de la llave" htmlFor="passkey-name" required error={form.formState.errors.name?.message}>
            <Input id="passkey-name" placeholder="Ej: Portátil de la oficina" {...form.register("name")} />
          </Field>
          <Button type="submit" disabled={add.isPending}>
            {add.isPending ? <Loader2 className="animate-spin" /> : <Fingerprint />}
            Añadir llave de acceso
          </Button>
        </form>
      ) : (
        <p className="text-sm text-muted-foreground">Este navegador no admite llaves de acceso.</p>
      )}
      {add.error ? <FormAlert>{add.error.message}</FormAlert> : null}
      {passkeys.isPending ? (
        <p className="text-sm text-muted-foreground" role="status">
          Cargando llaves de acceso...
        </p>
      ) : passkeys.isError ? (
        <ErrorState message="No se pudieron cargar las llaves de acceso." onRetry={() => void passkeys.refetch()} />
      ) : passkeys.data.items.length === 0 ? (
        <p className="text-sm text-muted-foreground">Todavía no tienes llaves de acceso.</p>
      ) : (
        <ul className="divide-y rounded-lg border" aria-label="Llaves de acceso">
          {passkeys.data.items.map((passkey) => (
            <CredentialRow
              key={passkey.id}
              testId="passkey"
              title={<p className="font-medium">{passkey.name}</p>}
              createdLabel="Añadida el"
              createdAt={passkey.createdAt}
              lastUsedAt={passkey.lastUsedAt}
              removeLabel={`Quitar ${passkey.name}`}
              onRemove={() => setRemoving(passkey)}
            />
          ))}
        </ul>
      )}
      <ConfirmDeleteDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="¿Quitar llave de acceso?"
        description={`«${removing?.name ?? ""}» dejará de abrir Palco. Podrás seguir entrando con tu contraseña.`}
        pending={remove.isPending}
        confirmLabel="Quitar"
        onConfirm={() =>
          removing &&
          remove.mutate(removing.id, {
            onSuccess: () => {
              toast.success("Llave de acceso quitada");
              setRemoving(null);
            },
            onError: () => toast.error("No se pudo quitar la llave de acceso"),
          })
        }
      />
    </div>
  );
}
