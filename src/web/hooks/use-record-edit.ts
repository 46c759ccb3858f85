import { useState } from "react";

import { currentRecordOf, type Versioned } from "@/lib/edit-conflict";

type SaveArgs<Input> = { id: string; input: Input; version: number };
type SaveHandlers<Item> = { onSuccess: (item: Item) => void; onError: (error: unknown) => void };
type SaveMutation<Item, Input> = {
  mutate: (args: SaveArgs<Input>, handlers: SaveHandlers<Item>) => void;
  isPending: boolean;
};

type Conflict<Item, Input> = { original: Item; current: Item; input: Input; handlers: SaveHandlers<Item> };

/** What the stale-record dialog shows and does: the record as the form had it, as it is now, and what the agent changed. */
export type StaleRecordDialogProps<Item> = {
  conflict: { original: Item; current: Item; mine: string[] } | null;
  pending: boolean;
  onReload: () => void;
  onOverwrite: () => void;
  onCancel: () => void;
};

/**
 * Saves an edit form from the version its record was read at. A 412 (someone saved first) opens the
 * stale-record dialog instead of an error: "Recargar" puts the current record in the form, "Guardar de todos
 * modos" sends the agent's changed fields again from the current version.
 */
export function useRecordEdit<Item extends Versioned, Input extends object>(
  mutation: SaveMutation<Item, Input>,
  reload: (current: Item) => void,
  /** The record the 412 carries, in the form's shape when the API answers a larger one (the settings). */
  readCurrent: (current: Versioned) => Item = (current) => current as Item,
) {
  // After "Recargar" the form holds a newer record than the one it was opened with.
  const [reloaded, setReloaded] = useState<Item | null>(null);
  const [conflict, setConflict] = useState<Conflict<Item, Input> | null>(null);

  const send = (record: Item, input: Input, handlers: SaveHandlers<Item>) =>
    mutation.mutate(
      { id: record.id, input, version: record.version },
      {
        onSuccess: (item) => {
          setConflict(null);
          setReloaded(null);
          handlers.onSuccess(item);
        },
        onError: (error) => {
          const current = currentRecordOf<Versioned>(error);
          if (current) setConflict({ original: record, current: readCurrent(current), input, handlers });
          else handlers.onError(error);
        },
      },
    );

  /** Sends what changed; with nothing changed there is nothing to send and the form is done. */
  const submit = (record: Item, input: Input, handlers: SaveHandlers<Item>) => {
    const base = reloaded && reloaded.id === record.id && reloaded.version > record.version ? reloaded : record;
    if (Object.keys(input).length === 0) handlers.onSuccess(base);
    else send(base, input, handlers);
  };

  const dialog: StaleRecordDialogProps<Item> = {
    conflict: conflict && { original: conflict.original, current: conflict.current, mine: Object.keys(conflict.input) },
    pending: mutation.isPending,
    onReload: () => {
      if (!conflict) return;
      setReloaded(conflict.current);
      reload(conflict.current);
      setConflict(null);
    },
    onOverwrite: () => conflict && send(conflict.current, conflict.input, conflict.handlers),
    onCancel: () => setConflict(null),
  };
  return { submit, dialog };
}
