import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2, UserPlus } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";

import { MEMBER_ROLE_LABELS, MEMBER_ROLES } from "@shared/domain/team-roles";
import { inviteMemberSchema, type InviteMemberInput, type MemberInvitation } from "@shared/schemas/team";
import { ShownOnce } from "@/components/shown-once";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { reportServerError } from "@/lib/form-errors";
import { formatDate } from "@/lib/format";

import { useInviteMember } from "../api/team";

/** Dirección invites someone by email with a role; the answer is a one-time link to send them. */
export function InviteMemberForm() {
  const invite = useInviteMember();
  const [sent, setSent] = useState<{ email: string; invitation: MemberInvitation } | null>(null);
  const form = useForm<InviteMemberInput>({
    resolver: zodResolver(inviteMemberSchema),
    defaultValues: { email: "", role: "agente" },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((input) =>
    invite.mutate(input, {
      onSuccess: (invitation) => {
        setSent({ email: input.email, invitation });
        form.reset({ email: "", role: input.role });
      },
      onError: (error) => reportServerError(error, form, "No se pudo crear la invitación"),
    }),
  );
  return (
    <div className="space-y-3">
      <form onSubmit={onSubmit} noValidate className="grid gap-3 sm:grid-cols-[1fr_12rem_auto] sm:items-end">
        <Field label="Email" htmlFor="invite-email" required error={errors.email?.message}>
          <Input id="invite-email" type="email" autoComplete="off" {...form.register("email")} />
        </Field>
        <Field label="Rol" htmlFor="invite-role" error={errors.role?.message}>
          <NativeSelect id="invite-role" {...form.register("role")}>
            {MEMBER_ROLES.map((role) => (
              <option key={role} value={role}>
                {MEMBER_ROLE_LABELS[role]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Button type="submit" disabled={invite.isPending}>
          {invite.isPending ? <Loader2 className="animate-spin" /> : <UserPlus />}
          Invitar
        </Button>
      </form>
      {sent ? (
        <ShownOnce
          message={`Envía este enlace a ${sent.email}: sirve una vez, hasta el ${formatDate(sent.invitation.expiresAt)}, y no se volverá a mostrar.`}
          value={sent.invitation.url}
          label="Enlace de invitación"
        />
      ) : null}
    </div>
  );
}
