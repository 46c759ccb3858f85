import { useState } from "react";

/**
 * The state of a screen's "create or edit" form and "delete" confirmation for records of type T. Each dialog is
 * mounted from its first use on (its code loads then) and stays mounted, so that it can animate closed.
 */
export function useRecordDialogs<T>() {
  const [formOpen, setFormOpen] = useState(false);
  const [formUsed, setFormUsed] = useState(false);
  const [editing, setEditing] = useState<T | undefined>();
  const [deleting, setDeleting] = useState<T | null>(null);
  const [deleteUsed, setDeleteUsed] = useState(false);
  return {
    form: { open: formOpen, onOpenChange: setFormOpen, used: formUsed, editing },
    remove: { target: deleting, used: deleteUsed, close: () => setDeleting(null) },
    /** Opens the form empty (undefined) or on a record. */
    openForm: (record: T | undefined) => {
      setEditing(record);
      setFormUsed(true);
      setFormOpen(true);
    },
    askDelete: (record: T) => {
      setDeleteUsed(true);
      setDeleting(record);
    },
  };
}
