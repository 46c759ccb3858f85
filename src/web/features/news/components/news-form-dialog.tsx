import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";

import { NEWS_SENTIMENTS } from "@shared/domain/enums";
import { createNewsSchema, type NewsItem } from "@shared/schemas/news";
import { FormDialog } from "@/components/form-dialog";
import { PlayerSelectField } from "@/components/player-select-field";
import { StaleRecordDialog } from "@/components/stale-record-dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { useResetWhenOpened } from "@/hooks/use-reset-when-opened";
import { useSaveRecord } from "@/hooks/use-save-record";
import { changedInput } from "@/lib/edit-conflict";

import { useCreateNews } from "../api/create-news";
import { useUpdateNews } from "../api/update-news";

type FormInput = z.input<typeof createNewsSchema>;
type FormOutput = z.output<typeof createNewsSchema>;

const defaultsFor = (item?: NewsItem): FormInput => ({
  playerId: item?.playerId ?? "",
  title: item?.title ?? "",
  source: item?.source ?? "",
  date: item?.date ?? "",
  sentiment: item?.sentiment ?? "neutral",
  excerpt: item?.excerpt ?? "",
});

type NewsFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  players: { id: string; name: string }[];
  item?: NewsItem;
};

/** Create or edit a press clipping: title, source, date, player, excerpt and its sentiment. */
export function NewsFormDialog({ open, onOpenChange, players, item }: NewsFormDialogProps) {
  const createNews = useCreateNews();
  const updateNews = useUpdateNews();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(createNewsSchema),
    defaultValues: defaultsFor(item),
  });
  const { errors, dirtyFields } = form.formState;
  const save = useSaveRecord({
    form,
    create: createNews,
    update: updateNews,
    valuesOf: defaultsFor,
    messages: {
      created: "Noticia creada",
      updated: "Noticia actualizada",
      createFailed: "No se pudo crear la noticia",
      updateFailed: "No se pudo actualizar la noticia",
    },
    onSaved: () => onOpenChange(false),
  });

  useResetWhenOpened(open, item?.id ?? "new", () => form.reset(defaultsFor(item)));

  const onSubmit = form.handleSubmit((values) => save.submit(item, values, () => changedInput(values, dirtyFields)));

  return (
    <>
      <StaleRecordDialog {...save.staleDialog} />
      <FormDialog
        open={open}
        onOpenChange={onOpenChange}
        title={item ? "Editar noticia" : "Nueva Noticia"}
        description="Una publicación sobre uno de tus jugadores."
        submitLabel={item ? "Guardar cambios" : "Crear noticia"}
        pending={save.pending}
        onSubmit={onSubmit}
      >
        <Field label="Título" htmlFor="news-title" required error={errors.title?.message}>
          <Input id="news-title" {...form.register("title")} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <PlayerSelectField
            id="news-player"
            records={players}
            error={errors.playerId?.message}
            {...form.register("playerId")}
          />
          <Field label="Fuente" htmlFor="news-source" required error={errors.source?.message}>
            <Input id="news-source" placeholder="Ej: Diario Deportivo" {...form.register("source")} />
          </Field>
          <Field label="Fecha" htmlFor="news-date" required error={errors.date?.message}>
            <Input id="news-date" type="date" {...form.register("date")} />
          </Field>
          <Field label="Sentimiento" htmlFor="news-sentiment" error={errors.sentiment?.message}>
            <NativeSelect id="news-sentiment" {...form.register("sentiment")}>
              {NEWS_SENTIMENTS.map((sentiment) => (
                <option key={sentiment} value={sentiment}>
                  {sentiment}
                </option>
              ))}
            </NativeSelect>
          </Field>
        </div>
        <Field label="Extracto" htmlFor="news-excerpt" error={errors.excerpt?.message}>
          <Textarea id="news-excerpt" rows={4} {...form.register("excerpt")} />
        </Field>
      </FormDialog>
    </>
  );
}
