import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2 } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";

import { loginSchema, type LoginInput } from "@shared/schemas/auth";
import { FormAlert } from "@/components/form-alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";

import { useSignIn } from "../api/sign-in";
import { SecondFactorForm } from "./second-factor-form";

export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const signIn = useSignIn();
  const form = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { email: "", password: "" } });
  const { errors } = form.formState;

  const [secondFactor, setSecondFactor] = useState(false);

  const onSubmit = form.handleSubmit((values) =>
    signIn.mutate(values, { onSuccess: (outcome) => (outcome.secondFactor ? setSecondFactor(true) : onSignedIn()) }),
  );

  if (secondFactor) return <SecondFactorForm onSignedIn={onSignedIn} />;

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <Field label="Email" htmlFor="email" required error={errors.email?.message}>
        <Input id="email" type="email" autoComplete="email" {...form.register("email")} />
      </Field>
      <Field label="Contraseña" htmlFor="password" required error={errors.password?.message}>
        <Input id="password" type="password" autoComplete="current-password" {...form.register("password")} />
      </Field>
      {signIn.error ? <FormAlert>{signIn.error.message}</FormAlert> : null}
      <Button type="submit" disabled={signIn.isPending} className="w-full">
        {signIn.isPending ? <Loader2 className="animate-spin" /> : null}
        Iniciar sesión
      </Button>
    </form>
  );
}
