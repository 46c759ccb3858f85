import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";

import { agencyToday } from "@shared/domain/calendar-day";
import { OFFER_DIRECTIONS, OFFER_STATES } from "@shared/domain/operations";
import { createOfferSchema, type Offer } from "@shared/schemas/offer";
import { FormDialog } from "@/components/form-dialog";
import { RecordSelect } from "@/components/record-select";
import { StaleRecordDialog } from "@/components/stale-record-dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { useResetWhenOpened } from "@/hooks/use-reset-when-opened";
import { useSaveRecord } from "@/hooks/use-save-record";
import { changedInput } from "@/lib/edit-conflict";
import { capitalize } from "@/lib/format";
import { CLUB_SEARCH } from "@/lib/name-options";
import { numberFieldProps, spanishNumber } from "@/lib/number-input";

import { useCreateOffer, useUpdateOffer } from "../api/offers";

type FormInput = z.input<typeof createOfferSchema>;
type FormOutput = z.output<typeof createOfferSchema>;

const defaultsFor = (offer?: Offer): FormInput => ({
  date: offer?.date ?? agencyToday(),
  direction: offer?.direction ?? "recibida",
  clubId: offer?.clubId ?? "",
  transferFee: offer?.transferFee ?? "",
  salary: offer?.salary ?? "",
  years: offer?.years ?? null,
  state: offer?.state ?? "pendiente",
  feedback: offer?.feedback ?? "",
  respondBy: offer?.respondBy ?? "",
});

type OfferFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  operationId: string;
  offer?: Offer;
  /** The operation's club, said in the club picker's first option. */
  operationClub: string;
  clubs: { id: string; name: string }[];
};

export function OfferFormDialog({
  open,
  onOpenChange,
  operationId,
  offer,
  operationClub,
  clubs,
}: OfferFormDialogProps) {
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(createOfferSchema),
    defaultValues: defaultsFor(offer),
  });
  const { errors, dirtyFields } = form.formState;
  const save = useSaveRecord({
    form,
    create: useCreateOffer(operationId),
    update: useUpdateOffer(operationId),
    valuesOf: defaultsFor,
    messages: {
      created: "Oferta registrada",
      updated: "Oferta actualizada",
      createFailed: "No se pudo registrar la oferta",
      updateFailed: "No se pudo actualizar la oferta",
    },
    onSaved: () => onOpenChange(false),
  });
  useResetWhenOpened(open, offer?.id ?? `new:${operationId}`, () => form.reset(defaultsFor(offer)));
  const onSubmit = form.handleSubmit((values) => save.submit(offer, values, () => changedInput(values, dirtyFields)));

  return (
    <>
      <StaleRecordDialog {...save.staleDialog} />
      <FormDialog
        open={open}
        onOpenChange={onOpenChange}
        title={offer ? "Editar oferta" : "Nueva oferta"}
        description="Lo que un club propone o lo que propones tú, y cómo respondió."
        submitLabel={offer ? "Guardar cambios" : "Registrar oferta"}
        pending={save.pending}
        onSubmit={onSubmit}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Fecha" htmlFor="offer-date" required error={errors.date?.message}>
            <Input id="offer-date" type="date" {...form.register("date")} />
          </Field>
          <Field label="Dirección" htmlFor="offer-direction" error={errors.direction?.message}>
            <NativeSelect id="offer-direction" {...form.register("direction")}>
              {OFFER_DIRECTIONS.map((direction) => (
                <option key={direction} value={direction}>
                  {capitalize(direction)}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label="Club" htmlFor="offer-club" error={errors.clubId?.message}>
            <RecordSelect
              id="offer-club"
              records={clubs}
              search={CLUB_SEARCH}
              placeholder={operationClub}
              {...form.register("clubId")}
            />
          </Field>
          <Field label="Estado" htmlFor="offer-state" error={errors.state?.message}>
            <NativeSelect id="offer-state" {...form.register("state")}>
              {OFFER_STATES.map((state) => (
                <option key={state} value={state}>
                  {capitalize(state)}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label="Importe del traspaso" htmlFor="offer-transferFee" error={errors.transferFee?.message}>
            <Input id="offer-transferFee" placeholder="Ej: 6.000.000€" {...form.register("transferFee")} />
          </Field>
          <Field label="Salario bruto anual" htmlFor="offer-salary" error={errors.salary?.message}>
            <Input id="offer-salary" placeholder="Ej: 800.000€" {...form.register("salary")} />
          </Field>
          <Field label="Años de contrato" htmlFor="offer-years" error={errors.years?.message}>
            <Input
              id="offer-years"
              {...numberFieldProps}
              {...form.register("years", { setValueAs: spanishNumber(null) })}
            />
          </Field>
          <Field label="Responder antes del" htmlFor="offer-respondBy" error={errors.respondBy?.message}>
            <Input id="offer-respondBy" type="date" {...form.register("respondBy")} />
          </Field>
        </div>
        <Field label="Respuesta del club" htmlFor="offer-feedback" error={errors.feedback?.message}>
          <Textarea id="offer-feedback" rows={3} {...form.register("feedback")} />
        </Field>
      </FormDialog>
    </>
  );
}
