import { Pencil, Trash2 } from "lucide-react";

import { Button } from "@/components/ui/button";

type RecordActionsProps = {
  /** Names the record in both buttons' accessible names: "Editar Zenit Sport", "Eliminar Zenit Sport". */
  label: string;
  onEdit: () => void;
  onDelete: () => void;
};

/** A record's Editar and Eliminar icons: 44 px targets on a phone, compact from the small breakpoint on. */
export function RecordActions({ label, onEdit, onDelete }: RecordActionsProps) {
  return (
    <div className="flex shrink-0 gap-1">
      <Button variant="ghost" size="icon" className="size-11 sm:size-8" aria-label={`Editar ${label}`} onClick={onEdit}>
        <Pencil />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="size-11 text-destructive hover:text-destructive sm:size-8"
        aria-label={`Eliminar ${label}`}
        onClick={onDelete}
      >
        <Trash2 />
      </Button>
    </div>
  );
}
