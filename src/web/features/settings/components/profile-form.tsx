import { zodResolver } from "@hookform/resolvers/zod";
import { type AgentSettings, type Profile, type ProfileInput, profileSchema } from "@shared/schemas/agent-settings";
import { Loader2 } from "lucide-react";
import { useForm } from "react-hook-form";
import { StaleRecordDialog } from "@/components/stale-record-dialog";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { useRecordEdit } from "@/hooks/use-record-edit";
import { reportServerError } from "@/lib/form-errors";
import { toast } from "@/lib/toast";
import { useSaveProfile } from "../api/save-profile";

type ProfileRecord = Profile & { id: string; version: number };
const asRecord = (profile: Profile, version: number): ProfileRecord => ({ id: "perfil", version, ...profile });

/** The agent's name, email (also their sign-in) and phone, saved from the version of the settings it was read at. */
export function ProfileForm({ profile, version }: { profile: Profile; version: number }) {
  const saveProfile = useSaveProfile();
  const form = useForm<ProfileInput, unknown, Profile>({ resolver: zodResolver(profileSchema), values: profile, resetOptions: { keepDirtyValues: true } });
  const { errors } = form.formState;
  const edit = useRecordEdit<ProfileRecord, ProfileInput>(
    {
      isPending: saveProfile.isPending,
      mutate: ({ input, version: from }, handlers) =>
        saveProfile.mutate({ input, version: from }, { onSuccess: (saved) => handlers.onSuccess(asRecord(saved, from + 1)), onError: handlers.onError }),
    },
    (current) => form.reset(current),
    (current) => {
      const settings = current as unknown as AgentSettings;
      return asRecord(settings.profile, settings.version);
    },
  );

  const onSubmit = form.handleSubmit((values) =>
    edit.submit(asRecord(profile, version), values, {
      onSuccess: (saved) => {
        form.reset({ name: saved.name, email: saved.email, phone: saved.phone });
        toast.success("Perfil actualizado", { description: "Tus datos se han guardado correctamente" });
      },
      onError: (error) => reportServerError(error, form, "No se pudo guardar el perfil"),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <StaleRecordDialog {...edit.dialog} />
      <Field label="Nombre completo" htmlFor="profile-name" required error={errors.name?.message}>
        <Input id="profile-name" autoComplete="name" {...form.register("name")} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Email" htmlFor="profile-email" required error={errors.email?.message}>
          <Input id="profile-email" type="email" autoComplete="email" {...form.register("email")} />
        </Field>
        <Field label="Teléfono" htmlFor="profile-phone" error={errors.phone?.message}>
          <Input id="profile-phone" type="tel" autoComplete="tel" placeholder="+34 600 123 456" {...form.register("phone")} />
        </Field>
      </div>
      <p className="text-xs text-muted-foreground">El email es también el que usas para iniciar sesión.</p>
      <Button type="submit" className="justify-self-start" disabled={saveProfile.isPending}>
        {saveProfile.isPending ? <Loader2 className="animate-spin" /> : null}
        Guardar cambios
      </Button>
    </form>
  );
}
