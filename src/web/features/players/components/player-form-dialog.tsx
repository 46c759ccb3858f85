import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";

import { createPlayerSchema, ID_DOCUMENT_TYPES, type Player } from "@shared/schemas/player";
import { amountHint } from "@/components/amount-hint";
import { FormDialog } from "@/components/form-dialog";
import { StaleRecordDialog } from "@/components/stale-record-dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { useResetWhenOpened } from "@/hooks/use-reset-when-opened";
import { useSaveRecord } from "@/hooks/use-save-record";
import { changedInput } from "@/lib/edit-conflict";
import { numberFieldProps, spanishNumber } from "@/lib/number-input";
import { useSeesGroup } from "@/lib/session";

import { useCreatePlayer } from "../api/create-player";
import { useUpdatePlayer } from "../api/update-player";

type FormInput = z.input<typeof createPlayerSchema>;
type FormOutput = z.output<typeof createPlayerSchema>;

function defaultsFor(player?: Player): FormInput {
  return {
    name: player?.name ?? "",
    birthDate: player?.birthDate ?? "",
    position: player?.position ?? "",
    nationality: player?.nationality ?? "",
    team: player?.team ?? "",
    marketValue: player?.marketValue ?? "",
    contractUntil: player?.contractUntil ?? "",
    idDocumentType: player?.idDocumentType ?? null,
    idDocumentNumber: player?.idDocumentNumber ?? "",
    idDocumentExpiry: player?.idDocumentExpiry ?? "",
    instagramFollowers: player?.social.instagram ?? 0,
    tiktokFollowers: player?.social.tiktok ?? 0,
    xFollowers: player?.social.x ?? 0,
    youtubeFollowers: player?.social.youtube ?? 0,
    engagementRate: player?.social.engagementRate ?? null,
    instagramEngagement: player?.social.instagramEngagement ?? null,
    tiktokEngagement: player?.social.tiktokEngagement ?? null,
    sentiment: player?.sentiment ?? null,
    sentimentNegative: player?.sentimentNegative ?? null,
  };
}

type PlayerFormDialogProps = { open: boolean; onOpenChange: (open: boolean) => void; player?: Player };

/** Creates a player, or edits `player` when given. */
export function PlayerFormDialog({ open, onOpenChange, player }: PlayerFormDialogProps) {
  const createPlayer = useCreatePlayer();
  const updatePlayer = useUpdatePlayer();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(createPlayerSchema),
    defaultValues: defaultsFor(player),
  });
  const { errors, dirtyFields } = form.formState;
  const save = useSaveRecord({
    form,
    create: createPlayer,
    update: updatePlayer,
    valuesOf: defaultsFor,
    messages: {
      created: "Jugador creado",
      updated: "Jugador actualizado",
      createFailed: "No se pudo crear el jugador",
      updateFailed: "No se pudo actualizar el jugador",
    },
    onSaved: () => onOpenChange(false),
  });

  useResetWhenOpened(open, player?.id ?? "new", () => form.reset(defaultsFor(player)));

  const onSubmit = form.handleSubmit((values) => save.submit(player, values, () => changedInput(values, dirtyFields)));

  // A role without money neither sees nor sends the market value (the server would drop it anyway).
  const seesMoney = useSeesGroup("money");
  const seesIdentity = useSeesGroup("identity");
  const marketValueHint = amountHint(useWatch({ control: form.control, name: "marketValue" }));
  const text = (
    name: "name" | "position" | "nationality" | "team" | "marketValue",
    label: string,
    placeholder?: string,
    required = false,
  ) => (
    <Field
      label={label}
      htmlFor={`player-${name}`}
      error={errors[name]?.message}
      required={required}
      hint={name === "marketValue" ? marketValueHint : undefined}
    >
      <Input id={`player-${name}`} placeholder={placeholder} {...form.register(name)} />
    </Field>
  );
  const count = (name: "instagramFollowers" | "tiktokFollowers" | "xFollowers" | "youtubeFollowers", label: string) => (
    <Field label={label} htmlFor={`player-${name}`} error={errors[name]?.message}>
      <Input
        id={`player-${name}`}
        {...numberFieldProps}
        {...form.register(name, { setValueAs: spanishNumber(Number.NaN) })}
      />
    </Field>
  );
  // Left empty, a figure stays unknown ("Sin datos") instead of becoming 0.
  const figure = (
    name: "engagementRate" | "instagramEngagement" | "tiktokEngagement" | "sentiment" | "sentimentNegative",
    label: string,
  ) => (
    <Field label={label} htmlFor={`player-${name}`} error={errors[name]?.message}>
      <Input
        id={`player-${name}`}
        {...numberFieldProps}
        placeholder="Sin datos"
        {...form.register(name, { setValueAs: spanishNumber(null) })}
      />
    </Field>
  );
  const [positive, negative] = useWatch({ control: form.control, name: ["sentiment", "sentimentNegative"] });
  const neutral =
    typeof positive === "number" && typeof negative === "number" && positive + negative <= 100
      ? 100 - positive - negative
      : null;

  return (
    <>
      <StaleRecordDialog {...save.staleDialog} />
      <FormDialog
        open={open}
        onOpenChange={onOpenChange}
        title={player ? "Editar jugador" : "Añadir Jugador"}
        description="Datos deportivos, contrato y redes sociales del jugador."
        submitLabel={player ? "Guardar cambios" : "Añadir Jugador"}
        pending={save.pending}
        onSubmit={onSubmit}
        className="max-w-2xl"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          {text("name", "Nombre", undefined, true)}
          {text("position", "Posición", "Ej: Delantero", true)}
          {text("team", "Equipo", undefined, true)}
          {text("nationality", "Nacionalidad", undefined, true)}
          <Field label="Fecha de nacimiento" htmlFor="player-birthDate" error={errors.birthDate?.message}>
            <Input id="player-birthDate" type="date" {...form.register("birthDate")} />
          </Field>
          {seesMoney ? text("marketValue", "Valor de mercado", "Ej: 45M€") : null}
          <Field label="Contrato hasta" htmlFor="player-contractUntil" error={errors.contractUntil?.message}>
            <Input id="player-contractUntil" type="date" {...form.register("contractUntil")} />
          </Field>
        </div>
        {seesIdentity ? (
          <fieldset className="grid gap-4 rounded-lg border p-4 sm:grid-cols-3">
            <legend className="px-1 text-sm font-medium">Documento de identidad</legend>
            <Field label="Tipo" htmlFor="player-idDocumentType" error={errors.idDocumentType?.message}>
              <NativeSelect
                id="player-idDocumentType"
                {...form.register("idDocumentType", { setValueAs: (value: string) => value || null })}
              >
                <option value="">Sin documento</option>
                {ID_DOCUMENT_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {type}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <Field label="Número" htmlFor="player-idDocumentNumber" error={errors.idDocumentNumber?.message}>
              <Input id="player-idDocumentNumber" autoComplete="off" {...form.register("idDocumentNumber")} />
            </Field>
            <Field label="Caduca el" htmlFor="player-idDocumentExpiry" error={errors.idDocumentExpiry?.message}>
              <Input id="player-idDocumentExpiry" type="date" {...form.register("idDocumentExpiry")} />
            </Field>
          </fieldset>
        ) : null}
        <fieldset className="grid gap-4 rounded-lg border p-4 sm:grid-cols-2">
          <legend className="px-1 text-sm font-medium">Redes sociales</legend>
          {count("instagramFollowers", "Seguidores en Instagram")}
          {count("tiktokFollowers", "Seguidores en TikTok")}
          {count("xFollowers", "Seguidores en X")}
          {count("youtubeFollowers", "Suscriptores en YouTube")}
          {figure("engagementRate", "Engagement global (%)")}
          {figure("instagramEngagement", "Engagement en Instagram (%)")}
          {figure("tiktokEngagement", "Engagement en TikTok (%)")}
        </fieldset>
        <fieldset className="grid gap-4 rounded-lg border p-4 sm:grid-cols-3">
          <legend className="px-1 text-sm font-medium">Sentimiento en medios y redes</legend>
          {figure("sentiment", "Positivo (%)")}
          {figure("sentimentNegative", "Negativo (%)")}
          <div className="grid gap-2">
            <span className="text-sm font-medium">Neutral (%)</span>
            <output
              htmlFor="player-sentiment player-sentimentNegative"
              className="flex h-9 items-center text-sm text-muted-foreground"
            >
              {neutral === null ? "Sin datos" : `${neutral} %`}
            </output>
          </div>
        </fieldset>
      </FormDialog>
    </>
  );
}
