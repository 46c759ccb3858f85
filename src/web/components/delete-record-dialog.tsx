import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
import { toast } from "@/lib/toast";

/** What a record's deletion says: the question, the toasts, and where its impact is counted. */
export type RecordDeletion<Item> = {
  title: string;
  /** A text, or one naming the record (null while the dialog closes). */
  description: string | ((item: Item | null) => string);
  /** The success toast: its title and description. */
  deleted: [title: string, description: string];
  /** The failure toast's title; the server's reason goes under it unless `failureHasReason` is false. */
  failed: string;
  failureHasReason?: boolean;
  /** The record's `/impact` path, for records whose deletion takes others with it or keeps money apart. */
  impactPath?: (item: Item) => string;
  /** Reports the failure instead of the toast (a screen that also logs its failures), under the same title. */
  reportFailure?: (title: string, error: Error) => void;
};

type DeleteRecordDialogProps<Item, Key> = {
  /** The record asked about; null keeps the dialog closed. */
  item: Item | null;
  onClose: () => void;
  /** Called after the record is gone and the dialog closed (a record's own page goes back to its list). */
  onDeleted?: () => void;
  deletion: RecordDeletion<Item>;
  /** The feature's delete mutation and what it takes to name the record (its id, or the record itself). */
  mutation: { isPending: boolean; mutateAsync: (key: Key) => Promise<unknown> };
  keyOf: (item: Item) => Key;
};

/**
 * The one delete confirmation: asks, deletes, toasts, closes. It acts on the mutation's promise, not on mutate's
 * callbacks, so that the toast and onDeleted still run when the page refreshes and unmounts the dialog first.
 */
export function DeleteRecordDialog<Item, Key>({
  item,
  onClose,
  onDeleted,
  deletion,
  mutation,
  keyOf,
}: DeleteRecordDialogProps<Item, Key>) {
  const confirm = (record: Item) =>
    mutation.mutateAsync(keyOf(record)).then(
      () => {
        toast.success(deletion.deleted[0], { description: deletion.deleted[1] });
        onClose();
        onDeleted?.();
      },
      (error: Error) => {
        if (deletion.reportFailure) deletion.reportFailure(deletion.failed, error);
        else
          toast.error(deletion.failed, {
            description: deletion.failureHasReason === false ? undefined : error.message,
          });
      },
    );
  return (
    <ConfirmDeleteDialog
      open={item !== null}
      onOpenChange={(open) => !open && onClose()}
      impactPath={item && deletion.impactPath ? deletion.impactPath(item) : null}
      title={deletion.title}
      description={typeof deletion.description === "string" ? deletion.description : deletion.description(item)}
      pending={mutation.isPending}
      onConfirm={() => item !== null && void confirm(item)}
    />
  );
}
