import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";

import { updateMemberSchema, type Member } from "@shared/schemas/team";
import { FormDialog } from "@/components/form-dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { useResetWhenOpened } from "@/hooks/use-reset-when-opened";
import { toast } from "@/lib/toast";

import { useUpdateMember } from "../api/team";

const licenceSchema = updateMemberSchema.pick({ licenceNumber: true, licenceExpiry: true });
type FormInput = z.input<typeof licenceSchema>;
type FormOutput = z.output<typeof licenceSchema>;

const defaultsFor = (member: Member | null): FormInput => ({
  licenceNumber: member?.licenceNumber ?? "",
  licenceExpiry: member?.licenceExpiry ?? "",
});

/**
 * A member's FIFA licence, which is theirs and not the agency's (art. 11): without a current one Palco will not let
 * them be a mandate's agent, move an operation past Sondeo or log an approach.
 */
export function LicenceDialog({ member, onClose }: { member: Member | null; onClose: () => void }) {
  const update = useUpdateMember();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(licenceSchema),
    defaultValues: defaultsFor(member),
  });
  const { errors } = form.formState;
  useResetWhenOpened(member !== null, member?.id ?? "", () => form.reset(defaultsFor(member)));

  const onSubmit = form.handleSubmit((values) => {
    if (!member) return;
    update.mutate(
      { id: member.id, ...values },
      {
        onSuccess: (saved) => {
          toast.success(
            saved.licenceNumber ? `Licencia de ${saved.name} guardada` : `${saved.name} queda sin licencia`,
          );
          onClose();
        },
        onError: (error) => toast.error("No se pudo guardar la licencia", { description: error.message }),
      },
    );
  });

  return (
    <FormDialog
      open={member !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={member ? `Licencia FIFA de ${member.name}` : "Licencia FIFA"}
      description="Solo un agente con licencia vigente firma mandatos, pasa operaciones de Sondeo y se acerca a jugadores o clubes (Reglamento FIFA de Agentes de Fútbol, art. 11)."
      submitLabel="Guardar licencia"
      pending={update.isPending}
      onSubmit={onSubmit}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Número de licencia" htmlFor="member-licence" error={errors.licenceNumber?.message}>
          <Input id="member-licence" placeholder="Ej: 202301-1234" {...form.register("licenceNumber")} />
        </Field>
        <Field label="Caduca el" htmlFor="member-licence-expiry" error={errors.licenceExpiry?.message}>
          <Input id="member-licence-expiry" type="date" {...form.register("licenceExpiry")} />
        </Field>
      </div>
    </FormDialog>
  );
}
