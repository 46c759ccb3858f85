import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";

import { DOCUMENT_STATUSES, DOCUMENT_TYPES } from "@shared/domain/enums";
import { DEFAULT_LEAD_DAYS, DOCUMENT_KIND_LABELS, DOCUMENT_KINDS, MAX_LEAD_DAYS } from "@shared/domain/papers";
import { createDocumentSchema, type PalcoDocument, type UpdateDocumentInput } from "@shared/schemas/document";
import { FormDialog } from "@/components/form-dialog";
import { PlayerSelectField } from "@/components/player-select-field";
import { RecordSelect } from "@/components/record-select";
import { StaleRecordDialog } from "@/components/stale-record-dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { useRecordEdit } from "@/hooks/use-record-edit";
import { useResetWhenOpened } from "@/hooks/use-reset-when-opened";
import { changedInput } from "@/lib/edit-conflict";
import { reportServerError } from "@/lib/form-errors";
import { capitalize } from "@/lib/format";
import { BRAND_SEARCH } from "@/lib/name-options";
import { toast } from "@/lib/toast";

import { useUpdateDocument } from "../api/update-document";
import { useUploadDocument } from "../api/upload-document";

type FormInput = z.input<typeof createDocumentSchema>;
type FormOutput = z.output<typeof createDocumentSchema>;
type Option = { id: string; name: string };

const MAX_BYTES = 20 * 1024 * 1024;
const ACCEPTED = ".pdf,.docx,.png,.jpg,.jpeg";

const defaultsFor = (document?: PalcoDocument): FormInput => ({
  playerId: document?.playerId ?? "",
  brandId: document?.brandId ?? "",
  type: document?.type ?? "Contrato",
  name: document?.name ?? "",
  date: document?.date ?? "",
  status: document?.status ?? "pendiente",
  kind: document?.kind ?? "otro",
  expiresOn: document?.expiresOn ?? null,
  leadDays: document?.leadDays ?? null,
});

// Empty inputs mean "none": no expiry, the kind's own notice.
const emptyAsNull = (value: unknown) => (value === "" ? null : value);

type DocumentFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  players: Option[];
  brands: Option[];
  /** Editing changes the metadata only; without a document the dialog uploads a new one with its file. */
  document?: PalcoDocument;
};

export function DocumentFormDialog({ open, onOpenChange, players, brands, document }: DocumentFormDialogProps) {
  const upload = useUploadDocument();
  const update = useUpdateDocument();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(createDocumentSchema),
    defaultValues: defaultsFor(document),
  });
  const { errors, dirtyFields } = form.formState;
  const kind = form.watch("kind") ?? "otro";
  const edit = useRecordEdit<PalcoDocument, UpdateDocumentInput>(update, (current) => form.reset(defaultsFor(current)));
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();

  useResetWhenOpened(open, document?.id ?? "new", () => form.reset(defaultsFor(document)));

  // A closed dialog forgets the chosen file, so that the next upload starts clean.
  const changeOpen = (next: boolean) => {
    if (!next) {
      setFile(null);
      setFileError(undefined);
    }
    onOpenChange(next);
  };

  const chooseFile = (chosen: File | null) => {
    setFile(chosen);
    setFileError(chosen && chosen.size > MAX_BYTES ? "El archivo supera el máximo de 20 MB" : undefined);
    if (chosen && !form.getValues("name")) form.setValue("name", chosen.name.replace(/\.[^.]+$/, ""));
  };

  const onSubmit = form.handleSubmit((values) => {
    const done = (message: string) => () => {
      toast.success(message);
      changeOpen(false);
    };
    if (document) {
      edit.submit(document, changedInput(values, dirtyFields), {
        onSuccess: done("Documento actualizado"),
        onError: (error) => reportServerError(error, form, "No se pudo actualizar el documento"),
      });
      return;
    }
    if (!file) return setFileError("Elige el archivo del documento");
    if (fileError) return;
    upload.mutate(
      { input: values, file },
      {
        onSuccess: done("Documento subido"),
        onError: (error) => {
          const message = error instanceof Error ? error.message : "No se pudo subir el documento";
          if ("fields" in error && (error.fields as Record<string, string>).file) setFileError(message);
          reportServerError(error, form, "No se pudo subir el documento");
        },
      },
    );
  });

  return (
    <>
      <StaleRecordDialog {...edit.dialog} />
      <FormDialog
        open={open}
        onOpenChange={changeOpen}
        title={document ? "Editar documento" : "Subir Documento"}
        description={document ? "Datos del documento (el archivo no cambia)." : "PDF, DOCX, PNG o JPG de hasta 20 MB."}
        submitLabel={document ? "Guardar cambios" : "Subir documento"}
        pending={upload.isPending || update.isPending}
        onSubmit={onSubmit}
      >
        {document ? null : (
          <Field label="Archivo" htmlFor="document-file" error={fileError}>
            <Input
              id="document-file"
              type="file"
              accept={ACCEPTED}
              onChange={(event) => chooseFile(event.target.files?.[0] ?? null)}
            />
          </Field>
        )}
        <Field label="Nombre" htmlFor="document-name" required error={errors.name?.message}>
          <Input id="document-name" {...form.register("name")} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <PlayerSelectField
            id="document-player"
            records={players}
            error={errors.playerId?.message}
            {...form.register("playerId")}
          />
          <Field label="Marca (opcional)" htmlFor="document-brand" error={errors.brandId?.message}>
            <RecordSelect
              id="document-brand"
              records={brands}
              search={BRAND_SEARCH}
              placeholder="Sin marca"
              {...form.register("brandId")}
            />
          </Field>
          <Field label="Tipo" htmlFor="document-type" error={errors.type?.message}>
            <NativeSelect id="document-type" {...form.register("type")}>
              {DOCUMENT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label="Estado" htmlFor="document-status" error={errors.status?.message}>
            <NativeSelect id="document-status" {...form.register("status")}>
              {DOCUMENT_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {capitalize(status)}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label="Fecha" htmlFor="document-date" required error={errors.date?.message}>
            <Input id="document-date" type="date" {...form.register("date")} />
          </Field>
          <Field label="Categoría" htmlFor="document-kind" error={errors.kind?.message}>
            <NativeSelect id="document-kind" {...form.register("kind")}>
              {DOCUMENT_KINDS.map((option) => (
                <option key={option} value={option}>
                  {DOCUMENT_KIND_LABELS[option]}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label="Caduca el (opcional)" htmlFor="document-expires" error={errors.expiresOn?.message}>
            <Input id="document-expires" type="date" {...form.register("expiresOn", { setValueAs: emptyAsNull })} />
          </Field>
          <Field
            label="Avisar con (días de antelación)"
            htmlFor="document-lead"
            error={errors.leadDays?.message}
            hint={`Vacío: ${DEFAULT_LEAD_DAYS[kind]} días, lo habitual para ${DOCUMENT_KIND_LABELS[kind].toLowerCase()}`}
          >
            <Input
              id="document-lead"
              type="number"
              inputMode="numeric"
              min={0}
              max={MAX_LEAD_DAYS}
              placeholder={String(DEFAULT_LEAD_DAYS[kind])}
              {...form.register("leadDays", { setValueAs: emptyAsNull })}
            />
          </Field>
        </div>
      </FormDialog>
    </>
  );
}
