import { useState } from "react";

import type { Member } from "@shared/schemas/team";
import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
import { Field } from "@/components/ui/field";
import { NativeSelect } from "@/components/ui/native-select";
import { toast } from "@/lib/toast";

import { useDeactivateMember } from "../api/team";

/** Ends a member's access at once; their players can pass to another active member in the same step. */
export function DeactivateMemberDialog({
  member,
  heirs,
  onClose,
}: {
  member: Member | null;
  heirs: Member[];
  onClose: () => void;
}) {
  const deactivate = useDeactivateMember();
  const [handTo, setHandTo] = useState("");
  return (
    <ConfirmDeleteDialog
      open={member !== null}
      onOpenChange={(open) => {
        if (!open) {
          setHandTo("");
          onClose();
        }
      }}
      title={`¿Desactivar a ${member?.name ?? ""}?`}
      description="Sus sesiones y sus tokens dejan de funcionar al instante y no podrá volver a entrar. Su nombre sigue en todo lo que hizo."
      pending={deactivate.isPending}
      confirmLabel="Desactivar"
      onConfirm={() =>
        member &&
        deactivate.mutate(
          { id: member.id, handTo: handTo || undefined },
          {
            onSuccess: ({ handedOver }) => {
              toast.success(
                handedOver > 0
                  ? `${member.name} desactivado: ${handedOver === 1 ? "1 jugador pasa" : `${handedOver} jugadores pasan`} a su sustituto`
                  : `${member.name} desactivado`,
              );
              setHandTo("");
              onClose();
            },
            onError: (error) => toast.error("No se pudo desactivar", { description: error.message }),
          },
        )
      }
    >
      <Field label="Pasar sus jugadores a" htmlFor="hand-to">
        <NativeSelect id="hand-to" value={handTo} onChange={(event) => setHandTo(event.target.value)}>
          <option value="">Nadie (quedan sin responsable)</option>
          {heirs.map((heir) => (
            <option key={heir.id} value={heir.id}>
              {heir.name}
            </option>
          ))}
        </NativeSelect>
      </Field>
    </ConfirmDeleteDialog>
  );
}
