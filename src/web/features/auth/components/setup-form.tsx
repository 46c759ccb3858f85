import { zodResolver } from "@hookform/resolvers/zod";
import { MIN_PASSWORD_LENGTH, type SetupInput, setupSchema } from "@shared/schemas/auth";
import { Loader2 } from "lucide-react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { useCreateAgentAccount } from "../api/create-agent-account";

export function SetupForm({ onCreated }: { onCreated: () => void }) {
  const createAccount = useCreateAgentAccount();
  const form = useForm<SetupInput>({
    resolver: zodResolver(setupSchema),
    defaultValues: { name: "", email: "", password: "" },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => createAccount.mutate(values, { onSuccess: onCreated }));

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <Field label="Nombre" htmlFor="name" error={errors.name?.message}>
        <Input id="name" autoComplete="name" aria-invalid={!!errors.name} {...form.register("name")} />
      </Field>
      <Field label="Email" htmlFor="email" error={errors.email?.message}>
        <Input id="email" type="email" autoComplete="email" aria-invalid={!!errors.email} {...form.register("email")} />
      </Field>
      <Field label="Contraseña" htmlFor="password" error={errors.password?.message}>
        <Input
          id="password"
          type="password"
          autoComplete="new-password"
          aria-invalid={!!errors.password}
          aria-describedby="password-hint"
          {...form.register("password")}
        />
        <p id="password-hint" className="text-xs text-muted-foreground">
          Al menos {MIN_PASSWORD_LENGTH} caracteres.
        </p>
      </Field>
      {createAccount.error ? (
        <p role="alert" className="rounded-md bg-destructive/10 px-3 py-2 text-sm text-destructive">
          {createAccount.error.message}
        </p>
      ) : null}
      <Button type="submit" disabled={createAccount.isPending} className="w-full">
        {createAccount.isPending ? <Loader2 className="animate-spin" /> : null}
        Crear cuenta
      </Button>
    </form>
  );
}
