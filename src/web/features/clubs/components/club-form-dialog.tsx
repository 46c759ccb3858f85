import { zodResolver } from "@hookform/resolvers/zod";
import type { ReactNode } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";

import { createClubSchema, type Club } from "@shared/schemas/club";
import { FormDialog } from "@/components/form-dialog";
import { StaleRecordDialog } from "@/components/stale-record-dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { useResetWhenOpened } from "@/hooks/use-reset-when-opened";
import { useSaveRecord } from "@/hooks/use-save-record";
import { changedInput } from "@/lib/edit-conflict";

import { useCreateClub } from "../api/create-club";
import { useUpdateClub } from "../api/update-club";

type FormInput = z.input<typeof createClubSchema>;
type FormOutput = z.output<typeof createClubSchema>;

const defaultsFor = (club?: Club): FormInput => ({
  name: club?.name ?? "",
  country: club?.country ?? "",
  league: club?.league ?? "",
  city: club?.city ?? "",
  notes: club?.notes ?? "",
});

type ClubFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  club?: Club;
  /** The leagues of the transfer windows, offered as the agent types: a club of one of them knows its windows. */
  leagues: string[];
  /** The record's history, shown under the fields when editing. */
  history?: ReactNode;
};

export function ClubFormDialog({ open, onOpenChange, club, leagues, history }: ClubFormDialogProps) {
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(createClubSchema),
    defaultValues: defaultsFor(club),
  });
  const { errors, dirtyFields } = form.formState;
  const save = useSaveRecord({
    form,
    create: useCreateClub(),
    update: useUpdateClub(),
    valuesOf: defaultsFor,
    messages: {
      created: "Club creado",
      updated: "Club actualizado",
      createFailed: "No se pudo crear el club",
      updateFailed: "No se pudo actualizar el club",
    },
    onSaved: () => onOpenChange(false),
  });

  useResetWhenOpened(open, club?.id ?? "new", () => form.reset(defaultsFor(club)));

  const onSubmit = form.handleSubmit((values) => save.submit(club, values, () => changedInput(values, dirtyFields)));

  return (
    <>
      <StaleRecordDialog {...save.staleDialog} />
      <FormDialog
        open={open}
        onOpenChange={onOpenChange}
        title={club ? "Editar club" : "Añadir Club"}
        description="Club con el que negocias traspasos, cesiones y renovaciones."
        submitLabel={club ? "Guardar cambios" : "Añadir Club"}
        pending={save.pending}
        onSubmit={onSubmit}
      >
        <Field label="Nombre" htmlFor="club-name" required error={errors.name?.message}>
          <Input id="club-name" {...form.register("name")} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="País" htmlFor="club-country" required error={errors.country?.message}>
            <Input id="club-country" placeholder="Ej: España" {...form.register("country")} />
          </Field>
          <Field label="Ciudad" htmlFor="club-city" error={errors.city?.message}>
            <Input id="club-city" {...form.register("city")} />
          </Field>
        </div>
        <Field
          label="Liga"
          htmlFor="club-league"
          error={errors.league?.message}
          hint="Con el nombre de una liga de las ventanas de traspasos, el club muestra sus fechas de mercado."
        >
          <Input id="club-league" list="club-league-options" placeholder="Ej: LaLiga" {...form.register("league")} />
        </Field>
        <datalist id="club-league-options">
          {leagues.map((league) => (
            <option key={league} value={league} />
          ))}
        </datalist>
        <Field label="Notas" htmlFor="club-notes" error={errors.notes?.message}>
          <Textarea
            id="club-notes"
            rows={3}
            placeholder="Qué buscan, con quién hablar..."
            {...form.register("notes")}
          />
        </Field>
        {club ? history : null}
      </FormDialog>
    </>
  );
}
