import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2 } from "lucide-react";
import { useForm } from "react-hook-form";

import { profileSchema, type Profile, type ProfileInput } from "@shared/schemas/agent-settings";
import { StaleRecordDialog } from "@/components/stale-record-dialog";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { reportServerError } from "@/lib/form-errors";
import { toast } from "@/lib/toast";

import { useSaveProfile } from "../api/save-profile";
import { useSettingsEdit } from "../hooks/use-settings-edit";

/** The agent's name, email (also their sign-in) and phone, saved from the version of the profile it was read at. */
export function ProfileForm({ profile, version }: { profile: Profile; version: number }) {
  const saveProfile = useSaveProfile();
  const form = useForm<ProfileInput, unknown, Profile>({
    resolver: zodResolver(profileSchema),
    values: profile,
    resetOptions: { keepDirtyValues: true },
  });
  const { errors } = form.formState;
  const edit = useSettingsEdit<Profile, ProfileInput>(
    "profile",
    saveProfile,
    (settings) => settings.profile,
    (current) => form.reset(current),
  );

  // Read-only while a save is on its way: the settings read again after it would put the saved values over
  // anything typed meanwhile. Read-only, not disabled, so that the focus stays where it was.
  const readOnly = saveProfile.isPending;

  const onSubmit = form.handleSubmit((values) =>
    edit.submit(profile, version, values, {
      onSuccess: (saved) => {
        form.reset(saved);
        toast.success("Perfil actualizado", { description: "Tus datos se han guardado correctamente" });
      },
      onError: (error) => reportServerError(error, form, "No se pudo guardar el perfil"),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <StaleRecordDialog {...edit.dialog} />
      <Field label="Nombre completo" htmlFor="profile-name" required error={errors.name?.message}>
        <Input id="profile-name" autoComplete="name" readOnly={readOnly} {...form.register("name")} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Email" htmlFor="profile-email" required error={errors.email?.message}>
          <Input id="profile-email" type="email" autoComplete="email" readOnly={readOnly} {...form.register("email")} />
        </Field>
        <Field label="Teléfono" htmlFor="profile-phone" error={errors.phone?.message}>
          <Input
            id="profile-phone"
            type="tel"
            autoComplete="tel"
            placeholder="+34 600 123 456"
            readOnly={readOnly}
            {...form.register("phone")}
          />
        </Field>
      </div>
      <Field label="Número de licencia FIFA" htmlFor="profile-licence" error={errors.licenceNumber?.message}>
        <Input
          id="profile-licence"
          className="sm:max-w-64"
          placeholder="Ej: 202301-1234"
          readOnly={readOnly}
          {...form.register("licenceNumber")}
        />
      </Field>
      <p className="text-xs text-muted-foreground">
        El email es también el que usas para iniciar sesión. La licencia aparece en el resumen de cada operación.
      </p>
      <Button type="submit" className="justify-self-start" disabled={saveProfile.isPending}>
        {saveProfile.isPending ? <Loader2 className="animate-spin" /> : null}
        Guardar cambios
      </Button>
    </form>
  );
}
