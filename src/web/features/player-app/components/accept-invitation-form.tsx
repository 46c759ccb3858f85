import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2 } from "lucide-react";
import { useForm } from "react-hook-form";
import { z } from "zod";

import { acceptInvitationSchema, type AcceptedInvitation } from "@shared/schemas/player-access";
import { FormAlert } from "@/components/form-alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";

import { useAcceptInvitation } from "../api/player-app";

const passwordFormSchema = z
  .object({ password: acceptInvitationSchema.shape.password, repeat: z.string() })
  .refine((values) => values.password === values.repeat, {
    message: "Las dos contraseñas no coinciden",
    path: ["repeat"],
  });
type PasswordForm = z.infer<typeof passwordFormSchema>;

/** The player chooses their password with the agent's link and enters their app. */
export function AcceptInvitationForm({
  token,
  onAccepted,
}: {
  token: string;
  onAccepted: (accepted: AcceptedInvitation) => void;
}) {
  const accept = useAcceptInvitation();
  const form = useForm<PasswordForm>({
    resolver: zodResolver(passwordFormSchema),
    defaultValues: { password: "", repeat: "" },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(({ password }) => accept.mutate({ token, password }, { onSuccess: onAccepted }));

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <Field label="Contraseña" htmlFor="password" required error={errors.password?.message}>
        <Input id="password" type="password" autoComplete="new-password" {...form.register("password")} />
      </Field>
      <Field label="Repite la contraseña" htmlFor="repeat" required error={errors.repeat?.message}>
        <Input id="repeat" type="password" autoComplete="new-password" {...form.register("repeat")} />
      </Field>
      {accept.error ? <FormAlert>{accept.error.message}</FormAlert> : null}
      <Button type="submit" disabled={accept.isPending} className="w-full">
        {accept.isPending ? <Loader2 className="animate-spin" /> : null}
        Entrar en mi app
      </Button>
    </form>
  );
}
