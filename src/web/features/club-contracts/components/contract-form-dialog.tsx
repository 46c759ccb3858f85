import { zodResolver } from "@hookform/resolvers/zod";
import { Plus, Trash2 } from "lucide-react";
import { useFieldArray, useForm, useWatch } from "react-hook-form";
import type { z } from "zod";

import {
  BONUS_KIND_LABELS,
  BONUS_KINDS,
  OPTION_HOLDER_LABELS,
  OPTION_HOLDERS,
  seasonsBetween,
} from "@shared/domain/club-contracts";
import { createClubContractSchema, type ClubContract } from "@shared/schemas/club-contract";
import { FormDialog } from "@/components/form-dialog";
import { RecordSelect } from "@/components/record-select";
import { StaleRecordDialog } from "@/components/stale-record-dialog";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { useResetWhenOpened } from "@/hooks/use-reset-when-opened";
import { useSaveRecord } from "@/hooks/use-save-record";
import { useClubOptions } from "@/lib/club-options";
import { changedInput } from "@/lib/edit-conflict";
import { CLUB_SEARCH } from "@/lib/name-options";
import { numberFieldProps, spanishNumber } from "@/lib/number-input";
import { toast } from "@/lib/toast";

import { useCreateClubContract, useUpdateClubContract } from "../api/save-club-contract";

type FormInput = z.input<typeof createClubContractSchema>;
type FormOutput = z.output<typeof createClubContractSchema>;

const defaultsFor = (contract?: ClubContract): FormInput => ({
  clubId: contract?.clubId ?? "",
  startDate: contract?.startDate ?? "",
  endDate: contract?.endDate ?? "",
  seasons: contract?.seasons ?? [],
  bonuses: contract?.bonuses ?? [],
  options: contract?.options ?? [],
  releaseClause: contract?.releaseClause ?? null,
  sellOnPercent: contract?.sellOnPercent ?? null,
  sellOnBeneficiary: contract?.sellOnBeneficiary ?? null,
  imageRights: contract?.imageRights ?? null,
  operationId: contract?.operationId ?? null,
  notes: contract?.notes ?? "",
});

const euroField = { ...numberFieldProps, placeholder: "€" };

type ContractFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  playerId: string;
  contract?: ClubContract;
};

/** A contract with a club, clause by clause; its seasons can be drawn from its dates. */
export function ContractFormDialog({ open, onOpenChange, playerId, contract }: ContractFormDialogProps) {
  const create = useCreateClubContract();
  const update = useUpdateClubContract();
  const clubs = useClubOptions();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(createClubContractSchema),
    defaultValues: defaultsFor(contract),
  });
  const { errors, dirtyFields } = form.formState;
  const seasons = useFieldArray({ control: form.control, name: "seasons" });
  const bonuses = useFieldArray({ control: form.control, name: "bonuses" });
  const options = useFieldArray({ control: form.control, name: "options" });
  const [startDate, endDate, imageRights] = useWatch({
    control: form.control,
    name: ["startDate", "endDate", "imageRights"],
  });
  const save = useSaveRecord({
    form,
    create: {
      mutate: (input: FormOutput, handlers) => create.mutate({ playerId, input }, handlers),
      isPending: create.isPending,
    },
    update,
    valuesOf: (current: ClubContract) => defaultsFor(current),
    messages: {
      created: "Contrato guardado",
      updated: "Contrato actualizado",
      createFailed: "No se pudo guardar el contrato",
      updateFailed: "No se pudo actualizar el contrato",
    },
    onSaved: (saved) => {
      for (const warning of saved.warnings) toast.warning(warning.message);
      onOpenChange(false);
    },
  });

  useResetWhenOpened(open, contract?.id ?? `new:${playerId}`, () => form.reset(defaultsFor(contract)));

  // The seasons the dates cover, keeping the salary of any already written.
  const fillSeasons = () => {
    const written = new Map(form.getValues("seasons").map((season) => [season.season, season.salary]));
    seasons.replace(seasonsBetween(startDate, endDate).map((season) => ({ season, salary: written.get(season) ?? 0 })));
  };
  const seasonsError = errors.seasons?.message ?? errors.seasons?.root?.message;

  const onSubmit = form.handleSubmit((values) =>
    save.submit(contract, values, () => changedInput(values, dirtyFields)),
  );

  return (
    <>
      <StaleRecordDialog {...save.staleDialog} />
      <FormDialog
        open={open}
        onOpenChange={onOpenChange}
        title={contract ? "Editar contrato" : "Nuevo contrato con un club"}
        description="El salario de cada temporada, los bonus, las opciones y las cláusulas del contrato del jugador."
        submitLabel={contract ? "Guardar cambios" : "Guardar contrato"}
        pending={save.pending}
        onSubmit={onSubmit}
        className="max-h-[90vh] overflow-y-auto sm:max-w-2xl"
      >
        <Field label="Club" htmlFor="contract-club" required error={errors.clubId?.message}>
          <RecordSelect
            id="contract-club"
            records={clubs.data ?? []}
            search={CLUB_SEARCH}
            placeholder="Selecciona el club"
            {...form.register("clubId")}
          />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Inicio" htmlFor="contract-start" required error={errors.startDate?.message}>
            <Input id="contract-start" type="date" {...form.register("startDate")} />
          </Field>
          <Field label="Fin" htmlFor="contract-end" required error={errors.endDate?.message}>
            <Input id="contract-end" type="date" {...form.register("endDate")} />
          </Field>
        </div>

        <fieldset className="grid gap-3 rounded-md border p-3" aria-describedby="contract-seasons-error">
          <legend className="px-1 text-sm font-medium">Salario fijo por temporada</legend>
          {seasons.fields.map((field, index) => (
            <div key={field.id} className="grid grid-cols-[1fr_1.4fr_auto] items-end gap-2">
              <Field
                label="Temporada"
                htmlFor={`contract-season-${index}`}
                error={errors.seasons?.[index]?.season?.message}
              >
                <Input
                  id={`contract-season-${index}`}
                  placeholder="2026/27"
                  {...form.register(`seasons.${index}.season`)}
                />
              </Field>
              <Field
                label="Salario bruto (€)"
                htmlFor={`contract-salary-${index}`}
                error={errors.seasons?.[index]?.salary?.message}
              >
                <Input
                  id={`contract-salary-${index}`}
                  {...euroField}
                  {...form.register(`seasons.${index}.salary`, { setValueAs: spanishNumber(null) })}
                />
              </Field>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-11"
                aria-label={`Quitar la temporada ${index + 1}`}
                onClick={() => seasons.remove(index)}
              >
                <Trash2 />
              </Button>
            </div>
          ))}
          {seasonsError ? (
            <p id="contract-seasons-error" role="alert" className="text-sm text-destructive">
              {seasonsError}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="min-h-11"
              disabled={!startDate || !endDate || endDate < startDate}
              onClick={fillSeasons}
            >
              Temporadas según las fechas
            </Button>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="min-h-11"
              onClick={() => seasons.append({ season: "", salary: 0 })}
            >
              <Plus /> Añadir temporada
            </Button>
          </div>
        </fieldset>

        <fieldset className="grid gap-3 rounded-md border p-3">
          <legend className="px-1 text-sm font-medium">Bonus</legend>
          {bonuses.fields.length === 0 ? <p className="text-sm text-muted-foreground">Sin bonus.</p> : null}
          {bonuses.fields.map((field, index) => {
            const fieldErrors = errors.bonuses?.[index];
            return (
              <div key={field.id} className="grid gap-2 rounded-md bg-muted/40 p-2 sm:grid-cols-6">
                <Field label="Tipo" htmlFor={`bonus-kind-${index}`} className="sm:col-span-2">
                  <NativeSelect id={`bonus-kind-${index}`} {...form.register(`bonuses.${index}.kind`)}>
                    {BONUS_KINDS.map((kind) => (
                      <option key={kind} value={kind}>
                        {BONUS_KIND_LABELS[kind]}
                      </option>
                    ))}
                  </NativeSelect>
                </Field>
                <Field
                  label="Descripción"
                  htmlFor={`bonus-description-${index}`}
                  error={fieldErrors?.description?.message}
                  className="sm:col-span-4"
                >
                  <Input
                    id={`bonus-description-${index}`}
                    placeholder="Ej: 15 goles en liga"
                    {...form.register(`bonuses.${index}.description`)}
                  />
                </Field>
                <Field
                  label="Objetivo"
                  htmlFor={`bonus-target-${index}`}
                  error={fieldErrors?.target?.message}
                  className="sm:col-span-2"
                >
                  <Input
                    id={`bonus-target-${index}`}
                    {...numberFieldProps}
                    {...form.register(`bonuses.${index}.target`, { setValueAs: spanishNumber(null) })}
                  />
                </Field>
                <Field
                  label="Llevado"
                  htmlFor={`bonus-progress-${index}`}
                  error={fieldErrors?.progress?.message}
                  className="sm:col-span-2"
                >
                  <Input
                    id={`bonus-progress-${index}`}
                    {...numberFieldProps}
                    {...form.register(`bonuses.${index}.progress`, { setValueAs: spanishNumber(0) })}
                  />
                </Field>
                <Field
                  label="Importe (€)"
                  htmlFor={`bonus-amount-${index}`}
                  error={fieldErrors?.amount?.message}
                  className="sm:col-span-2"
                >
                  <Input
                    id={`bonus-amount-${index}`}
                    {...euroField}
                    {...form.register(`bonuses.${index}.amount`, { setValueAs: spanishNumber(null) })}
                  />
                </Field>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  className="min-h-11 justify-self-end text-destructive sm:col-span-6"
                  onClick={() => bonuses.remove(index)}
                >
                  <Trash2 /> Quitar bonus
                </Button>
              </div>
            );
          })}
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="min-h-11 justify-self-start"
            onClick={() => bonuses.append({ kind: "partidos", description: "", target: 1, progress: 0, amount: 0 })}
          >
            <Plus /> Añadir bonus
          </Button>
        </fieldset>

        <fieldset className="grid gap-3 rounded-md border p-3">
          <legend className="px-1 text-sm font-medium">Opciones de ampliación</legend>
          {options.fields.length === 0 ? <p className="text-sm text-muted-foreground">Sin opciones.</p> : null}
          {options.fields.map((field, index) => {
            const fieldErrors = errors.options?.[index];
            return (
              <div key={field.id} className="grid items-end gap-2 sm:grid-cols-[1fr_1fr_1fr_auto]">
                <Field label="Quién la ejerce" htmlFor={`option-holder-${index}`}>
                  <NativeSelect id={`option-holder-${index}`} {...form.register(`options.${index}.holder`)}>
                    {OPTION_HOLDERS.map((holder) => (
                      <option key={holder} value={holder}>
                        {OPTION_HOLDER_LABELS[holder]}
                      </option>
                    ))}
                  </NativeSelect>
                </Field>
                <Field
                  label="Avisar antes del"
                  htmlFor={`option-notice-${index}`}
                  error={fieldErrors?.noticeBy?.message}
                >
                  <Input id={`option-notice-${index}`} type="date" {...form.register(`options.${index}.noticeBy`)} />
                </Field>
                <Field label="Amplía hasta" htmlFor={`option-extends-${index}`} error={fieldErrors?.extendsTo?.message}>
                  <Input id={`option-extends-${index}`} type="date" {...form.register(`options.${index}.extendsTo`)} />
                </Field>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="size-11"
                  aria-label={`Quitar la opción ${index + 1}`}
                  onClick={() => options.remove(index)}
                >
                  <Trash2 />
                </Button>
              </div>
            );
          })}
          {errors.options?.message ? (
            <p role="alert" className="text-sm text-destructive">
              {errors.options.message}
            </p>
          ) : null}
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="min-h-11 justify-self-start"
            onClick={() => options.append({ holder: "club", noticeBy: "", extendsTo: "" })}
          >
            <Plus /> Añadir opción
          </Button>
        </fieldset>

        <div className="grid gap-4 sm:grid-cols-3">
          <Field label="Cláusula de rescisión (€)" htmlFor="contract-release" error={errors.releaseClause?.message}>
            <Input
              id="contract-release"
              {...euroField}
              placeholder="Opcional"
              {...form.register("releaseClause", { setValueAs: spanishNumber(null) })}
            />
          </Field>
          <Field label="Venta futura (%)" htmlFor="contract-sell-on" error={errors.sellOnPercent?.message}>
            <Input
              id="contract-sell-on"
              {...numberFieldProps}
              placeholder="Opcional"
              {...form.register("sellOnPercent", { setValueAs: spanishNumber(null) })}
            />
          </Field>
          <Field label="Para" htmlFor="contract-sell-on-for" error={errors.sellOnBeneficiary?.message}>
            <NativeSelect
              id="contract-sell-on-for"
              {...form.register("sellOnBeneficiary", { setValueAs: (value: string | null) => value || null })}
            >
              <option value="">Sin indicar</option>
              <option value="jugador">El jugador</option>
              <option value="agencia">La agencia</option>
            </NativeSelect>
          </Field>
        </div>

        <fieldset className="grid gap-3 rounded-md border p-3">
          <legend className="px-1 text-sm font-medium">Derechos de imagen</legend>
          <label className="flex min-h-11 items-center gap-3 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={imageRights !== null && imageRights !== undefined}
              onChange={(event) =>
                form.setValue("imageRights", event.target.checked ? { company: "", annualAmount: 0 } : null, {
                  shouldDirty: true,
                })
              }
            />
            El jugador cobra derechos de imagen a través de una sociedad
          </label>
          {imageRights ? (
            <div className="grid gap-4 sm:grid-cols-2">
              <Field label="Sociedad" htmlFor="contract-image-company" error={errors.imageRights?.company?.message}>
                <Input id="contract-image-company" {...form.register("imageRights.company")} />
              </Field>
              <Field
                label="Importe anual (€)"
                htmlFor="contract-image-amount"
                error={errors.imageRights?.annualAmount?.message}
              >
                <Input
                  id="contract-image-amount"
                  {...euroField}
                  {...form.register("imageRights.annualAmount", { setValueAs: spanishNumber(null) })}
                />
              </Field>
            </div>
          ) : null}
        </fieldset>

        <Field label="Notas" htmlFor="contract-notes" error={errors.notes?.message}>
          <Textarea id="contract-notes" rows={3} {...form.register("notes")} />
        </Field>
      </FormDialog>
    </>
  );
}
