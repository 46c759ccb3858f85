import type { FieldValues } from "react-hook-form";

import { useRecordEdit } from "@/hooks/use-record-edit";
import type { Versioned } from "@/lib/edit-conflict";
import { reportServerError, type FormLike } from "@/lib/form-errors";
import { toast } from "@/lib/toast";

type Handlers<Item> = { onSuccess: (item: Item) => void; onError: (error: unknown) => void };

type SaveRecordOptions<Item extends Versioned, Form extends FieldValues, CreateInput, UpdateInput extends object> = {
  form: FormLike<Form> & { reset: (values: Form) => void };
  create: { mutate: (input: CreateInput, handlers: Handlers<Item>) => void; isPending: boolean };
  update: {
    mutate: (args: { id: string; input: UpdateInput; version: number }, handlers: Handlers<Item>) => void;
    isPending: boolean;
  };
  /** The form's values for a record: after "Recargar" the form shows the record as it is now. */
  valuesOf: (record: Item) => Form;
  /** What else the form holds beside its fields, brought back to the record as it is now after "Recargar". */
  onReload?: (record: Item) => void;
  /** The toasts: what was saved, and what could not be (the server's field messages go under their inputs). */
  messages: { created: string; updated: string; createFailed: string; updateFailed: string };
  onSaved: (item: Item) => void;
  /** Told of a failed save before the form shows it (the OKR screen also logs it, as SPEC asks). */
  onFailed?: (error: unknown) => void;
};

/**
 * One submit for a record's form dialog: creates, or saves only the changed fields from the version the record
 * was read at (a stale save opens the stale-record dialog), then toasts and hands over the saved record; a
 * refusal puts the server's messages under their fields and keeps what the agent typed.
 */
export function useSaveRecord<
  Item extends Versioned,
  Form extends FieldValues,
  CreateInput,
  UpdateInput extends object,
>(options: SaveRecordOptions<Item, Form, CreateInput, UpdateInput>) {
  const { form, create, update, messages, onSaved } = options;
  const edit = useRecordEdit<Item, UpdateInput>(update, (current) => {
    form.reset(options.valuesOf(current));
    options.onReload?.(current);
  });

  const handlers = (saved: string, failed: string): Handlers<Item> => ({
    onSuccess: (item) => {
      toast.success(saved);
      onSaved(item);
    },
    onError: (error) => {
      options.onFailed?.(error);
      reportServerError(error, form, failed);
    },
  });

  /** With a record, saves `changed()` to it; without one, creates from `input`. */
  const submit = (record: Item | null | undefined, input: CreateInput, changed: () => UpdateInput) => {
    if (record) edit.submit(record, changed(), handlers(messages.updated, messages.updateFailed));
    else create.mutate(input, handlers(messages.created, messages.createFailed));
  };

  return { submit, pending: create.isPending || update.isPending, staleDialog: edit.dialog };
}
