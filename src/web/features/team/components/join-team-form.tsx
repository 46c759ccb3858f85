import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2 } from "lucide-react";
import { useForm } from "react-hook-form";
import { z } from "zod";

import { acceptMemberInvitationSchema, type JoinedTeam } from "@shared/schemas/team";
import { FormAlert } from "@/components/form-alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";

import { useJoinTeam } from "../api/team";

const joinFormSchema = z
  .object({
    name: acceptMemberInvitationSchema.shape.name,
    password: acceptMemberInvitationSchema.shape.password,
    repeat: z.string(),
  })
  .refine((values) => values.password === values.repeat, {
    message: "Las dos contraseñas no coinciden",
    path: ["repeat"],
  });
type JoinForm = z.infer<typeof joinFormSchema>;

/** The invited person gives their name and chooses a password with the owner's link, and enters Palco. */
export function JoinTeamForm({ token, onJoined }: { token: string; onJoined: (joined: JoinedTeam) => void }) {
  const join = useJoinTeam();
  const form = useForm<JoinForm>({
    resolver: zodResolver(joinFormSchema),
    defaultValues: { name: "", password: "", repeat: "" },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(({ name, password }) =>
    join.mutate({ token, name, password }, { onSuccess: onJoined }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <Field label="Tu nombre" htmlFor="member-name" required error={errors.name?.message}>
        <Input id="member-name" autoComplete="name" {...form.register("name")} />
      </Field>
      <Field label="Contraseña" htmlFor="password" required error={errors.password?.message}>
        <Input id="password" type="password" autoComplete="new-password" {...form.register("password")} />
      </Field>
      <Field label="Repite la contraseña" htmlFor="repeat" required error={errors.repeat?.message}>
        <Input id="repeat" type="password" autoComplete="new-password" {...form.register("repeat")} />
      </Field>
      {join.error ? <FormAlert>{join.error.message}</FormAlert> : null}
      <Button type="submit" disabled={join.isPending} className="w-full">
        {join.isPending ? <Loader2 className="animate-spin" /> : null}
        Entrar en Palco
      </Button>
    </form>
  );
}
