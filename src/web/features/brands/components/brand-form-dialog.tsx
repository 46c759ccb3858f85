import { zodResolver } from "@hookform/resolvers/zod";
import type { ReactNode } from "react";
import { useForm, useWatch, type Control } from "react-hook-form";
import type { z } from "zod";

import { createBrandSchema, type Brand } from "@shared/schemas/brand";
import { FormDialog } from "@/components/form-dialog";
import { StaleRecordDialog } from "@/components/stale-record-dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { useResetWhenOpened } from "@/hooks/use-reset-when-opened";
import { useSaveRecord } from "@/hooks/use-save-record";
import { changedInput } from "@/lib/edit-conflict";

import { useCreateBrand } from "../api/create-brand";
import { useUpdateBrand } from "../api/update-brand";

type FormInput = z.input<typeof createBrandSchema>;
type FormOutput = z.output<typeof createBrandSchema>;

const defaultsFor = (brand?: Brand): FormInput => ({
  name: brand?.name ?? "",
  sector: brand?.sector ?? "",
  contactEmail: brand?.contactEmail ?? "",
  primaryColor: brand?.primaryColor ?? "",
  secondaryColor: brand?.secondaryColor ?? "",
});

const HEX = /^#?[0-9a-f]{6}$/i;

/** The colour as it will look, once what is typed is a colour. */
function Swatch({ control, name }: { control: Control<FormInput>; name: "primaryColor" | "secondaryColor" }) {
  const typed = useWatch({ control, name });
  const value = typeof typed === "string" ? typed : "";
  const colour =
    value && HEX.test(value.trim()) ? (value.trim().startsWith("#") ? value.trim() : `#${value.trim()}`) : null;
  return (
    <span
      aria-hidden="true"
      className="size-9 shrink-0 rounded-md border"
      style={colour ? { backgroundColor: colour } : undefined}
    />
  );
}

type BrandFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  brand?: Brand;
  /** The record's history, shown under the fields when editing (the screen composes it). */
  history?: ReactNode;
};

export function BrandFormDialog({ open, onOpenChange, brand, history }: BrandFormDialogProps) {
  const createBrand = useCreateBrand();
  const updateBrand = useUpdateBrand();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(createBrandSchema),
    defaultValues: defaultsFor(brand),
  });
  const { errors, dirtyFields } = form.formState;
  const save = useSaveRecord({
    form,
    create: createBrand,
    update: updateBrand,
    valuesOf: defaultsFor,
    messages: {
      created: "Marca creada",
      updated: "Marca actualizada",
      createFailed: "No se pudo crear la marca",
      updateFailed: "No se pudo actualizar la marca",
    },
    onSaved: () => onOpenChange(false),
  });

  useResetWhenOpened(open, brand?.id ?? "new", () => form.reset(defaultsFor(brand)));

  const onSubmit = form.handleSubmit((values) => save.submit(brand, values, () => changedInput(values, dirtyFields)));

  return (
    <>
      <StaleRecordDialog {...save.staleDialog} />
      <FormDialog
        open={open}
        onOpenChange={onOpenChange}
        title={brand ? "Editar marca" : "Añadir Marca"}
        description="Empresa con la que tus jugadores firman patrocinios."
        submitLabel={brand ? "Guardar cambios" : "Añadir Marca"}
        pending={save.pending}
        onSubmit={onSubmit}
      >
        <Field label="Nombre" htmlFor="brand-name" required error={errors.name?.message}>
          <Input id="brand-name" {...form.register("name")} />
        </Field>
        <Field label="Sector" htmlFor="brand-sector" required error={errors.sector?.message}>
          <Input id="brand-sector" placeholder="Ej: Deportes, Bebidas, Gaming" {...form.register("sector")} />
        </Field>
        <Field label="Email de contacto" htmlFor="brand-contactEmail" error={errors.contactEmail?.message}>
          <Input id="brand-contactEmail" type="email" {...form.register("contactEmail")} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Color principal" htmlFor="brand-primaryColor" error={errors.primaryColor?.message}>
            <div className="flex items-center gap-2">
              <Swatch control={form.control} name="primaryColor" />
              <Input id="brand-primaryColor" placeholder="#1e3a8a" {...form.register("primaryColor")} />
            </div>
          </Field>
          <Field label="Color secundario" htmlFor="brand-secondaryColor" error={errors.secondaryColor?.message}>
            <div className="flex items-center gap-2">
              <Swatch control={form.control} name="secondaryColor" />
              <Input id="brand-secondaryColor" placeholder="#f5c542" {...form.register("secondaryColor")} />
            </div>
          </Field>
        </div>
        <p className="text-xs text-muted-foreground">
          Se usan en sus imágenes de campaña. Si los dejas vacíos, Palco los toma del logo cuando lo subas.
        </p>
        {brand ? history : null}
      </FormDialog>
    </>
  );
}
