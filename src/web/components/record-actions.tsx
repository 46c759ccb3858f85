import { Pencil, Trash2 } from "lucide-react";

import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

type RecordActionsProps = {
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
export function RecordActions({ label, onEdit, onDelete, withText = false, className }: RecordActionsProps) {
  const size = withText ? "sm" : "icon";
  return (
    <div className={cn("flex shrink-0 gap-1", className)}>
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
    </div>
  );
}
