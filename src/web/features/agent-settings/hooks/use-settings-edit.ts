import type { AgentSettings, SettingsPart } from "@shared/schemas/agent-settings";
import { useRecordEdit } from "@/hooks/use-record-edit";

type SaveHandlers<Saved> = { onSuccess: (saved: Saved) => void; onError: (error: unknown) => void };
type SettingsSave<Input, Saved> = {
  isPending: boolean;
  mutate: (args: { input: Input; version: number }, handlers: SaveHandlers<Saved>) => void;
};
type SliceRecord<Slice> = Slice & { id: string; version: number };

/**
 * A part of the agent's settings (the profile, the default commission) saved from that part's version, with the
 * stale-record dialog of any record: the 412 carries the whole settings, of which `sliceOf` takes this form's part.
 */
export function useSettingsEdit<Slice extends object, Input extends object>(
  id: SettingsPart,
  save: SettingsSave<Input, Slice>,
  sliceOf: (settings: AgentSettings) => Slice,
  reload: (current: Slice) => void,
) {
  const asRecord = (slice: Slice, version: number): SliceRecord<Slice> => ({ ...slice, id, version });
  // The form gets its own fields back, never the record's id and version: a strict schema would refuse those
  // unknown keys on the next save, silently, so that only the first save ever reached the server.
  const sliceOfRecord = ({ id: _id, version: _version, ...slice }: SliceRecord<Slice>) => slice as unknown as Slice;
  const edit = useRecordEdit<SliceRecord<Slice>, Input>(
    {
      isPending: save.isPending,
      mutate: ({ input, version }, handlers) =>
        save.mutate(
          { input, version },
          { onSuccess: (saved) => handlers.onSuccess(asRecord(saved, version + 1)), onError: handlers.onError },
        ),
    },
    (current) => reload(sliceOfRecord(current)),
    (current) => {
      const settings = current as unknown as AgentSettings;
      return asRecord(sliceOf(settings), settings.versions[id]);
    },
  );
  return {
    dialog: edit.dialog,
    submit: (slice: Slice, version: number, input: Input, handlers: SaveHandlers<Slice>) =>
      edit.submit(asRecord(slice, version), input, {
        onSuccess: (record) => handlers.onSuccess(sliceOfRecord(record)),
        onError: handlers.onError,
      }),
  };
}
