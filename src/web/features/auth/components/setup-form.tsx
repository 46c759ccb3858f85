import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2 } from "lucide-react";
import { useForm } from "react-hook-form";
import type { z } from "zod";

import { MIN_PASSWORD_LENGTH, setupSchema, type SetupInput } from "@shared/schemas/auth";
import { FormAlert } from "@/components/form-alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";

import { useCreateAgentAccount } from "../api/create-agent-account";

type SetupFormProps = { onCreated: () => void; sampleDataOffered: boolean };

export function SetupForm({ onCreated, sampleDataOffered }: SetupFormProps) {
  const createAccount = useCreateAgentAccount();
  const form = useForm<z.input<typeof setupSchema>, unknown, SetupInput>({
    resolver: zodResolver(setupSchema),
    defaultValues: { name: "", email: "", password: "", loadSampleData: sampleDataOffered },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => createAccount.mutate(values, { onSuccess: onCreated }));

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <Field label="Nombre" htmlFor="name" error={errors.name?.message} required>
        <Input id="name" autoComplete="name" {...form.register("name")} />
      </Field>
      <Field label="Email" htmlFor="email" error={errors.email?.message} required>
        <Input id="email" type="email" autoComplete="email" {...form.register("email")} />
      </Field>
      <Field
        label="Contraseña"
        htmlFor="password"
        error={errors.password?.message}
        required
        hint={`Al menos ${MIN_PASSWORD_LENGTH} caracteres.`}
      >
        <Input id="password" type="password" autoComplete="new-password" {...form.register("password")} />
      </Field>
      {sampleDataOffered && (
        <div className="flex items-start gap-3 rounded-lg border p-3">
          <input
            id="loadSampleData"
            type="checkbox"
            className="mt-0.5 size-5 shrink-0 accent-primary"
            aria-describedby="loadSampleData-hint"
            {...form.register("loadSampleData")}
          />
          <div className="grid gap-1">
            <label htmlFor="loadSampleData" className="text-sm font-medium">
              Cargar datos de ejemplo
            </label>
            <p id="loadSampleData-hint" className="text-xs text-muted-foreground">
              Tres jugadores con sus marcas, patrocinios y agenda para explorar Palco. Podrás borrarlos cuando quieras.
            </p>
          </div>
        </div>
      )}
      {createAccount.error ? <FormAlert>{createAccount.error.message}</FormAlert> : null}
      <Button type="submit" disabled={createAccount.isPending} className="w-full">
        {createAccount.isPending ? <Loader2 className="animate-spin" /> : null}
        Crear cuenta
      </Button>
    </form>
  );
}
