import { Pencil, Trash2 } from "lucide-react";

import type { TeamResource } from "@shared/domain/team-roles";
import { Button } from "@/components/ui/button";
import { useMay } from "@/lib/session";
import { cn } from "@/lib/utils";

type RecordActionsProps = {
  /** Whose table says whether the member may edit and delete: a button the role may not use is left out. */
  resource: TeamResource;
  /** Names the record in both buttons' accessible names: "Editar Zenit Sport", "Eliminar Zenit Sport". */
  label: string;
  onEdit: () => void;
  onDelete: () => void;
  /** Words beside the icons ("Editar", "Eliminar"), for a card's footer; icons alone otherwise. */
  withText?: boolean;
  className?: string;
};

/**
 * A record's Editar and Eliminar buttons: icons with 44 px targets on a phone, compact from the small breakpoint on,
 * or small buttons with their words at the foot of a card.
 */
export function RecordActions({ resource, label, onEdit, onDelete, withText = false, className }: RecordActionsProps) {
  const mayEdit = useMay(resource, "edit");
  const mayDelete = useMay(resource, "delete");
  const size = withText ? "sm" : "icon";
  if (!mayEdit && !mayDelete) return null;
  return (
    <div className={cn("flex shrink-0 gap-1", className)}>
      {mayEdit ? (
        <Button
          variant="ghost"
          size={size}
          className={withText ? undefined : "size-11 sm:size-8"}
          aria-label={`Editar ${label}`}
          onClick={onEdit}
        >
          <Pencil />
          {withText ? "Editar" : null}
        </Button>
      ) : null}
      {mayDelete ? (
        <Button
          variant="ghost"
          size={size}
          className={cn("text-destructive hover:text-destructive", !withText && "size-11 sm:size-8")}
          aria-label={`Eliminar ${label}`}
          onClick={onDelete}
        >
          <Trash2 />
          {withText ? "Eliminar" : null}
        </Button>
      ) : null}
    </div>
  );
}
