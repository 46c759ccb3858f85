import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";

import {
  COLLABORATOR_KIND_LABELS,
  createCollaboratorSchema,
  EXTERNAL_COLLABORATOR_KINDS,
  type Collaborator,
} from "@shared/schemas/collaborator";
import { FormDialog } from "@/components/form-dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { useResetWhenOpened } from "@/hooks/use-reset-when-opened";
import { reportServerError } from "@/lib/form-errors";

import { useSaveCollaborator } from "../api/collaborators";

type FormInput = z.input<typeof createCollaboratorSchema>;
type FormOutput = z.output<typeof createCollaboratorSchema>;

const defaultsFor = (collaborator?: Collaborator): FormInput => ({
  kind: collaborator && collaborator.kind !== "equipo" ? collaborator.kind : "agente",
  name: collaborator?.name ?? "",
  taxIdCountry: collaborator?.taxIdCountry ?? "ES",
  taxId: collaborator?.taxId ?? "",
  licenceNumber: collaborator?.licenceNumber ?? "",
  email: collaborator?.email ?? "",
  notes: collaborator?.notes ?? "",
});

type CollaboratorFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  collaborator?: Collaborator;
  onSaved?: (collaborator: Collaborator) => void;
};

/** Someone outside the team owed part of a fee: another agent, a scout or anyone else. */
export function CollaboratorFormDialog({ open, onOpenChange, collaborator, onSaved }: CollaboratorFormDialogProps) {
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(createCollaboratorSchema),
    defaultValues: defaultsFor(collaborator),
  });
  const save = useSaveCollaborator();
  const { errors } = form.formState;
  useResetWhenOpened(open, collaborator?.id ?? "new", () => form.reset(defaultsFor(collaborator)));
  const kind = form.watch("kind");

  const onSubmit = form.handleSubmit((input) =>
    save.mutate(
      { id: collaborator?.id, input, version: collaborator?.version },
      {
        onSuccess: (saved) => {
          toast.success(collaborator ? "Colaborador actualizado" : "Colaborador añadido");
          onSaved?.(saved);
          onOpenChange(false);
        },
        onError: (error) => reportServerError(error, form, "No se pudo guardar el colaborador"),
      },
    ),
  );

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={collaborator ? "Editar colaborador" : "Nuevo colaborador"}
      description="Quien cobra una parte de los honorarios de la agencia sin ser del equipo."
      submitLabel={collaborator ? "Guardar cambios" : "Añadir colaborador"}
      pending={save.isPending}
      onSubmit={onSubmit}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Tipo" htmlFor="collaborator-kind" error={errors.kind?.message}>
          <NativeSelect id="collaborator-kind" {...form.register("kind")}>
            {EXTERNAL_COLLABORATOR_KINDS.map((value) => (
              <option key={value} value={value}>
                {COLLABORATOR_KIND_LABELS[value]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label="Nombre" htmlFor="collaborator-name" required error={errors.name?.message}>
          <Input id="collaborator-name" autoComplete="name" {...form.register("name")} />
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-[7rem_minmax(0,1fr)]">
        <Field label="País" htmlFor="collaborator-country" error={errors.taxIdCountry?.message}>
          <Input id="collaborator-country" maxLength={2} {...form.register("taxIdCountry")} />
        </Field>
        <Field
          label="NIF o ID fiscal"
          htmlFor="collaborator-tax-id"
          error={errors.taxId?.message}
          hint="Un NIF español se comprueba; uno extranjero se guarda tal cual."
        >
          <Input id="collaborator-tax-id" placeholder="Ej: 12345678Z" {...form.register("taxId")} />
        </Field>
      </div>
      <Field
        label="Licencia FIFA"
        htmlFor="collaborator-licence"
        error={errors.licenceNumber?.message}
        hint={
          kind === "agente"
            ? "Los honorarios de una operación solo se comparten con otro agente con licencia."
            : "Sin licencia, Palco avisará si le das parte de los honorarios de una operación."
        }
      >
        <Input id="collaborator-licence" placeholder="Ej: 202301-0001" {...form.register("licenceNumber")} />
      </Field>
      <Field
        label="Email"
        htmlFor="collaborator-email"
        error={errors.email?.message}
        hint="Para enviarle sus liquidaciones."
      >
        <Input id="collaborator-email" type="email" autoComplete="email" {...form.register("email")} />
      </Field>
      <Field label="Notas" htmlFor="collaborator-notes" error={errors.notes?.message}>
        <Textarea id="collaborator-notes" rows={2} {...form.register("notes")} />
      </Field>
    </FormDialog>
  );
}
