import { useState } from "react";

import { OPERATION_MESSAGES } from "@shared/domain/operations";
import type { Operation } from "@shared/schemas/operation";
import { FormDialog } from "@/components/form-dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";

type FallThroughDialogProps = {
  operation: Operation | null;
  pending: boolean;
  onConfirm: (operation: Operation, reason: string) => void;
  onCancel: () => void;
};

/** Asked when an operation is dropped on "Caída": a fallen operation says why. Mounted per question. */
export function FallThroughDialog({ operation, pending, onConfirm, onCancel }: FallThroughDialogProps) {
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();
  return (
    <FormDialog
      open={operation !== null}
      onOpenChange={(open) => !open && onCancel()}
      title="Operación caída"
      description={operation ? `${operation.type} de ${operation.playerName} con ${operation.clubName}` : ""}
      submitLabel="Marcar como caída"
      pending={pending}
      onSubmit={(event) => {
        event.preventDefault();
        if (!reason.trim()) {
          setError(OPERATION_MESSAGES.lostReasonRequired);
          return;
        }
        if (operation) onConfirm(operation, reason.trim());
      }}
    >
      <Field label="Motivo" htmlFor="fall-reason" required error={error}>
        <Input
          id="fall-reason"
          value={reason}
          maxLength={200}
          placeholder="Ej: El club fichó a otro jugador"
          onChange={(event) => {
            setReason(event.target.value);
            setError(undefined);
          }}
        />
      </Field>
    </FormDialog>
  );
}
