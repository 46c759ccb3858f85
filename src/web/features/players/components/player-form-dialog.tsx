import { zodResolver } from "@hookform/resolvers/zod";
import { createPlayerSchema, type Player } from "@shared/schemas/player";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/lib/toast";
import type { z } from "zod";
import { FormDialog } from "@/components/form-dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { reportServerError } from "@/lib/form-errors";
import { useCreatePlayer } from "../api/create-player";
import { useUpdatePlayer } from "../api/update-player";
import { numberFieldProps, spanishNumber } from "@/lib/number-input";

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
    instagramFollowers: player?.social.instagram ?? 0,
    tiktokFollowers: player?.social.tiktok ?? 0,
    xFollowers: player?.social.x ?? 0,
    youtubeFollowers: player?.social.youtube ?? 0,
    engagementRate: player?.social.engagementRate ?? 0,
    sentiment: player?.sentiment ?? 50,
  };
}

type PlayerFormDialogProps = { open: boolean; onOpenChange: (open: boolean) => void; player?: Player };

/** Creates a player, or edits `player` when given. */
export function PlayerFormDialog({ open, onOpenChange, player }: PlayerFormDialogProps) {
  const createPlayer = useCreatePlayer();
  const updatePlayer = useUpdatePlayer();
  const form = useForm<FormInput, unknown, FormOutput>({ resolver: zodResolver(createPlayerSchema), defaultValues: defaultsFor(player) });
  const { errors } = form.formState;
  const pending = createPlayer.isPending || updatePlayer.isPending;

  useEffect(() => {
    if (open) form.reset(defaultsFor(player));
  }, [open, player, form]);

  const onSubmit = form.handleSubmit((values) => {
    const onError = (error: unknown) => reportServerError(error, form.setError, player ? "No se pudo actualizar el jugador" : "No se pudo crear el jugador");
    if (player) {
      updatePlayer.mutate(
        { id: player.id, input: values },
        { onSuccess: () => { toast.success("Jugador actualizado"); onOpenChange(false); }, onError },
      );
    } else {
      createPlayer.mutate(values, { onSuccess: () => { toast.success("Jugador creado"); onOpenChange(false); }, onError });
    }
  });

  const text = (name: "name" | "position" | "nationality" | "team" | "marketValue", label: string, placeholder?: string) => (
    <Field label={label} htmlFor={`player-${name}`} error={errors[name]?.message}>
      <Input id={`player-${name}`} placeholder={placeholder} aria-invalid={!!errors[name]} {...form.register(name)} />
    </Field>
  );
  const number = (name: "instagramFollowers" | "tiktokFollowers" | "xFollowers" | "youtubeFollowers" | "engagementRate" | "sentiment", label: string) => (
    <Field label={label} htmlFor={`player-${name}`} error={errors[name]?.message}>
      <Input id={`player-${name}`} {...numberFieldProps} aria-invalid={!!errors[name]} {...form.register(name, { setValueAs: spanishNumber(Number.NaN) })} />
    </Field>
  );

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={player ? "Editar jugador" : "Añadir Jugador"}
      description="Datos deportivos, contrato y redes sociales del jugador."
      submitLabel={player ? "Guardar cambios" : "Añadir Jugador"}
      pending={pending}
      onSubmit={onSubmit}
      className="max-w-2xl"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {text("name", "Nombre")}
        {text("position", "Posición", "Ej: Delantero")}
        {text("team", "Equipo")}
        {text("nationality", "Nacionalidad")}
        <Field label="Fecha de nacimiento" htmlFor="player-birthDate" error={errors.birthDate?.message}>
          <Input id="player-birthDate" type="date" aria-invalid={!!errors.birthDate} {...form.register("birthDate")} />
        </Field>
        {text("marketValue", "Valor de mercado", "Ej: 45M€")}
        <Field label="Contrato hasta" htmlFor="player-contractUntil" error={errors.contractUntil?.message}>
          <Input id="player-contractUntil" type="date" aria-invalid={!!errors.contractUntil} {...form.register("contractUntil")} />
        </Field>
        {number("sentiment", "Sentimiento (0-100)")}
      </div>
      <fieldset className="grid gap-4 rounded-lg border p-4 sm:grid-cols-2">
        <legend className="px-1 text-sm font-medium">Redes sociales</legend>
        {number("instagramFollowers", "Seguidores en Instagram")}
        {number("tiktokFollowers", "Seguidores en TikTok")}
        {number("xFollowers", "Seguidores en X")}
        {number("youtubeFollowers", "Suscriptores en YouTube")}
        {number("engagementRate", "Engagement (%)")}
      </fieldset>
    </FormDialog>
  );
}
