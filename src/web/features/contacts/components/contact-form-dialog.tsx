import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";

import { CONTACT_ROLES } from "@shared/domain/contacts";
import { createContactSchema, type Contact } from "@shared/schemas/contact";
import { FormDialog } from "@/components/form-dialog";
import { StaleRecordDialog } from "@/components/stale-record-dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { useResetWhenOpened } from "@/hooks/use-reset-when-opened";
import { useSaveRecord } from "@/hooks/use-save-record";
import { changedInput } from "@/lib/edit-conflict";
import type { ContactFilter } from "@/lib/query-keys";

import { useCreateContact, useUpdateContact } from "../api/contacts";

type FormInput = z.input<typeof createContactSchema>;
type FormOutput = z.output<typeof createContactSchema>;

const defaultsFor = (organisation: ContactFilter, contact?: Contact): FormInput => ({
  name: contact?.name ?? "",
  role: contact?.role ?? "",
  email: contact?.email ?? "",
  phone: contact?.phone ?? "",
  clubId: contact ? contact.clubId : (organisation.clubId ?? null),
  brandId: contact ? contact.brandId : (organisation.brandId ?? null),
  notes: contact?.notes ?? "",
});

type ContactFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The club or brand the person works for. */
  organisation: ContactFilter;
  contact?: Contact;
};

export function ContactFormDialog({ open, onOpenChange, organisation, contact }: ContactFormDialogProps) {
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(createContactSchema),
    defaultValues: defaultsFor(organisation, contact),
  });
  const { errors, dirtyFields } = form.formState;
  const save = useSaveRecord({
    form,
    create: useCreateContact(),
    update: useUpdateContact(),
    valuesOf: (current: Contact) => defaultsFor(organisation, current),
    messages: {
      created: "Persona añadida",
      updated: "Persona actualizada",
      createFailed: "No se pudo añadir la persona",
      updateFailed: "No se pudo actualizar la persona",
    },
    onSaved: () => onOpenChange(false),
  });
  useResetWhenOpened(open, contact?.id ?? "new", () => form.reset(defaultsFor(organisation, contact)));
  const onSubmit = form.handleSubmit((values) => save.submit(contact, values, () => changedInput(values, dirtyFields)));

  return (
    <>
      <StaleRecordDialog {...save.staleDialog} />
      <FormDialog
        open={open}
        onOpenChange={onOpenChange}
        title={contact ? "Editar persona" : "Añadir persona"}
        description="Quién te atiende en el club o la marca: su cargo y cómo localizarle."
        submitLabel={contact ? "Guardar cambios" : "Añadir persona"}
        pending={save.pending}
        onSubmit={onSubmit}
      >
        <Field label="Nombre" htmlFor="contact-name" required error={errors.name?.message}>
          <Input id="contact-name" autoComplete="off" {...form.register("name")} />
        </Field>
        <Field label="Cargo" htmlFor="contact-role" error={errors.role?.message}>
          <Input
            id="contact-role"
            list="contact-roles"
            placeholder="Ej: Director deportivo"
            {...form.register("role")}
          />
        </Field>
        <datalist id="contact-roles">
          {CONTACT_ROLES.map((role) => (
            <option key={role} value={role} />
          ))}
        </datalist>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Email" htmlFor="contact-email" error={errors.email?.message}>
            <Input id="contact-email" type="email" autoComplete="off" {...form.register("email")} />
          </Field>
          <Field label="Teléfono" htmlFor="contact-phone" error={errors.phone?.message}>
            <Input id="contact-phone" type="tel" placeholder="+34 600 123 456" {...form.register("phone")} />
          </Field>
        </div>
        <Field label="Notas" htmlFor="contact-notes" error={errors.notes?.message}>
          <Textarea id="contact-notes" rows={2} {...form.register("notes")} />
        </Field>
      </FormDialog>
    </>
  );
}
