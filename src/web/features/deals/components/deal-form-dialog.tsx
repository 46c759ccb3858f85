import { zodResolver } from "@hookform/resolvers/zod";
import { useState, type ReactNode } from "react";
import { useForm, useWatch } from "react-hook-form";
import { z } from "zod";

import { DEAL_STAGES } from "@shared/domain/enums";
import { DEAL_STAGE_HINTS } from "@shared/domain/stages";
import {
  createDealShape,
  DEAL_PLAYER_AND_BRAND_REQUIRED,
  renewalAfterStart,
  type Deal,
  type UpdateDealInput,
} from "@shared/schemas/deal";
import { amountHint } from "@/components/amount-hint";
import { FormDialog } from "@/components/form-dialog";
import { InlineCreate } from "@/components/inline-create";
import { RecordSelect } from "@/components/record-select";
import { StaleRecordDialog } from "@/components/stale-record-dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { useResetWhenOpened } from "@/hooks/use-reset-when-opened";
import { useSaveRecord } from "@/hooks/use-save-record";
import { changedInput } from "@/lib/edit-conflict";
import { BRAND_SEARCH, PLAYER_SEARCH } from "@/lib/name-options";
import { numberFieldProps, spanishNumber } from "@/lib/number-input";
import { toast } from "@/lib/toast";

import { useCreateDeal } from "../api/create-deal";
import { useUpdateDeal } from "../api/update-deal";
import { LostReasonFields, lostReasonValue, splitLostReason } from "./lost-reason-dialog";

// The form takes deliverables as one comma-separated text (SPEC); the API takes the list.
const dealFormSchema = z
  .object(createDealShape)
  .omit({ deliverables: true })
  .extend({ deliverablesText: z.string() })
  .superRefine(renewalAfterStart);
type FormInput = z.input<typeof dealFormSchema>;
type FormOutput = z.output<typeof dealFormSchema>;

export function splitDeliverables(text: string): string[] {
  return text
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);
}

const defaultsFor = (playerId: string, deal?: Deal): FormInput => ({
  playerId: deal?.playerId ?? playerId,
  brandId: deal?.brandId ?? "",
  stage: deal?.stage ?? "Prospect",
  type: deal?.type ?? "Patrocinio",
  fee: deal?.fee ?? "",
  deliverablesText: deal?.deliverables.join(", ") ?? "",
  startDate: deal?.startDate ?? "",
  renewDate: deal?.renewDate ?? "",
  exclusive: deal?.exclusive ?? false,
  // Empty on a new deal: the server gives it the default from Configuración.
  commissionPercent: deal?.commissionPercent,
});

type Option = { id: string; name: string };

const BRAND_FIELDS = [
  { name: "name", label: "Nombre de la marca" },
  { name: "sector", label: "Sector", placeholder: "Ej: Deportes, Bebidas" },
] as const;
const PLAYER_FIELDS = [
  { name: "name", label: "Nombre del jugador" },
  { name: "position", label: "Posición" },
  { name: "team", label: "Equipo" },
  { name: "nationality", label: "Nacionalidad" },
] as const;
type DealFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  brands: Option[];
  /** Fixed player (player page); without it a player picker is shown from `players`. */
  playerId?: string;
  players?: Option[];
  deal?: Deal;
  /** The record's history, shown under the fields when editing (the screen composes it). */
  history?: ReactNode;
  /** "+ Nueva marca" / "+ Nuevo jugador" under the pickers: the screen composes the other features' creation. */
  createBrand?: (input: { name: string; sector: string }) => Promise<Option>;
  createPlayer?: (input: { name: string; position: string; team: string; nationality: string }) => Promise<Option>;
};

/** The list as loaded, plus what was created from the form and has not come back with the list yet. */
const withCreated = (records: Option[], created: Option[]) => [
  ...records,
  ...created.filter((record) => !records.some((loaded) => loaded.id === record.id)),
];

export function DealFormDialog({
  open,
  onOpenChange,
  brands,
  playerId = "",
  players,
  deal,
  history,
  createBrand,
  createPlayer,
}: DealFormDialogProps) {
  const [createdBrands, setCreatedBrands] = useState<Option[]>([]);
  const [createdPlayers, setCreatedPlayers] = useState<Option[]>([]);
  const createDeal = useCreateDeal();
  const updateDeal = useUpdateDeal();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(dealFormSchema),
    defaultValues: defaultsFor(playerId, deal),
  });
  const { errors, dirtyFields } = form.formState;

  const closing = useWatch({ control: form.control, name: "stage" }) === "Cerrada";
  const feeHint = amountHint(useWatch({ control: form.control, name: "fee" }));
  // The reason starts from the deal's each time the dialog opens (state adjusted while rendering, not in an effect).
  const [reason, setReason] = useState(() => splitLostReason(deal?.lostReason ?? null));
  const [openedFor, setOpenedFor] = useState<string | null>(null);
  const openKey = open ? (deal?.id ?? "new") : null;
  if (openKey !== openedFor) {
    setOpenedFor(openKey);
    if (openKey) setReason(splitLostReason(deal?.lostReason ?? null));
  }
  const save = useSaveRecord({
    form,
    create: createDeal,
    update: updateDeal,
    valuesOf: (current: Deal) => defaultsFor(playerId, current),
    onReload: (current) => setReason(splitLostReason(current.lostReason)),
    messages: {
      created: "Patrocinio creado",
      updated: "Patrocinio actualizado",
      createFailed: "Error - No se pudo crear el patrocinio",
      updateFailed: "Error - No se pudo actualizar el patrocinio",
    },
    onSaved: () => onOpenChange(false),
  });

  useResetWhenOpened(open, deal?.id ?? `new:${playerId}`, () => form.reset(defaultsFor(playerId, deal)));

  const onSubmit = form.handleSubmit(
    ({ deliverablesText, ...values }) => {
      const lostReason = values.stage === "Cerrada" ? lostReasonValue(reason.choice, reason.other) : null;
      const input = { ...values, deliverables: splitDeliverables(deliverablesText), lostReason };
      save.submit(deal, input, () => {
        const changed: UpdateDealInput = changedInput(input, dirtyFields, { deliverablesText: "deliverables" });
        // The reason lives beside the form's fields: sent when it differs from the deal's.
        if (lostReason !== deal?.lostReason) changed.lostReason = lostReason;
        return changed;
      });
    },
    (invalid) => {
      if (invalid.playerId || invalid.brandId) toast.error(DEAL_PLAYER_AND_BRAND_REQUIRED);
    },
  );

  return (
    <>
      <StaleRecordDialog {...save.staleDialog} />
      <FormDialog
        open={open}
        onOpenChange={onOpenChange}
        title={deal ? "Editar patrocinio" : "Nuevo Patrocinio"}
        description="Acuerdo entre un jugador y una marca."
        submitLabel={deal ? "Guardar cambios" : "Crear patrocinio"}
        pending={save.pending}
        onSubmit={onSubmit}
      >
        {players ? (
          // A missing player or brand is said once, in the toast (SPEC); the fields are only marked.
          <Field label="Jugador" htmlFor="deal-player" required>
            <RecordSelect
              id="deal-player"
              aria-invalid={!!errors.playerId}
              records={withCreated(players, createdPlayers)}
              search={PLAYER_SEARCH}
              placeholder="Selecciona un jugador"
              {...form.register("playerId")}
            />
          </Field>
        ) : null}
        {players && createPlayer ? (
          <InlineCreate
            label="Nuevo jugador"
            fields={PLAYER_FIELDS}
            submitLabel="Crear jugador"
            create={createPlayer}
            onCreated={(player) => {
              setCreatedPlayers((current) => [...current, player]);
              form.setValue("playerId", player.id, { shouldDirty: true, shouldValidate: true });
            }}
          />
        ) : null}
        <Field label="Marca" htmlFor="deal-brand" required>
          <RecordSelect
            id="deal-brand"
            aria-invalid={!!errors.brandId}
            records={withCreated(brands, createdBrands)}
            search={BRAND_SEARCH}
            placeholder="Selecciona una marca"
            {...form.register("brandId")}
          />
        </Field>
        {createBrand ? (
          <InlineCreate
            label="Nueva marca"
            fields={BRAND_FIELDS}
            submitLabel="Crear marca"
            create={createBrand}
            onCreated={(brand) => {
              setCreatedBrands((current) => [...current, brand]);
              form.setValue("brandId", brand.id, { shouldDirty: true, shouldValidate: true });
            }}
          />
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Etapa" htmlFor="deal-stage" error={errors.stage?.message}>
            <NativeSelect id="deal-stage" {...form.register("stage")}>
              {DEAL_STAGES.map((stage) => (
                <option key={stage} value={stage}>
                  {`${stage} (${DEAL_STAGE_HINTS[stage]})`}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label="Tipo" htmlFor="deal-type" error={errors.type?.message}>
            <Input id="deal-type" placeholder="Ej: Patrocinio, Embajador" {...form.register("type")} />
          </Field>
          <Field label="Inversión" htmlFor="deal-fee" error={errors.fee?.message} hint={feeHint}>
            <Input id="deal-fee" placeholder="Ej: 500.000€" {...form.register("fee")} />
          </Field>
          <Field label="Fecha de inicio" htmlFor="deal-startDate" error={errors.startDate?.message}>
            <Input id="deal-startDate" type="date" {...form.register("startDate")} />
          </Field>
          <Field label="Renovación" htmlFor="deal-renewDate" error={errors.renewDate?.message}>
            <Input id="deal-renewDate" type="date" {...form.register("renewDate")} />
          </Field>
          <Field label="Comisión de la agencia (%)" htmlFor="deal-commission" error={errors.commissionPercent?.message}>
            <Input
              id="deal-commission"
              {...numberFieldProps}
              placeholder="La de Configuración"
              {...form.register("commissionPercent", { setValueAs: spanishNumber(undefined) })}
            />
          </Field>
        </div>
        {closing ? (
          <LostReasonFields
            idPrefix="deal"
            choice={reason.choice}
            other={reason.other}
            onChoice={(choice) => setReason((current) => ({ ...current, choice }))}
            onOther={(other) => setReason((current) => ({ ...current, other }))}
          />
        ) : null}
        <label className="flex min-h-11 items-center gap-3 text-sm">
          <input type="checkbox" className="size-4 accent-primary" {...form.register("exclusive")} />
          Acuerdo exclusivo en su sector
        </label>
        <Field
          label="Entregables (separados por comas)"
          htmlFor="deal-deliverables"
          error={errors.deliverablesText?.message}
        >
          <Input
            id="deal-deliverables"
            placeholder="Ej: 2 posts de Instagram, Evento presencial"
            {...form.register("deliverablesText")}
          />
        </Field>
        {deal ? history : null}
      </FormDialog>
    </>
  );
}
