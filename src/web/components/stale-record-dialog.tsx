import { Loader2 } from "lucide-react";

import { describeChange } from "@shared/domain/activity";
import {
  AlertDialog,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import type { StaleRecordDialogProps } from "@/hooks/use-record-edit";

/** Bookkeeping that changes with every save and says nothing to the agent. */
const NOT_SHOWN = new Set([
  "id",
  "version",
  "createdAt",
  "updatedAt",
  "progress",
  "age",
  "dealCount",
  "feeAmount",
  "amountValue",
  "marketValueAmount",
  "warnings",
  "fifaRegistrationPending",
  "brandSector",
  "possibleConflict",
]);

type Change = { field: string; before: unknown; after: unknown };

/** The fields that differ between two versions of a record, one level into grouped figures (a player's social). */
function differences(before: Record<string, unknown>, after: Record<string, unknown>): Change[] {
  const changes: Change[] = [];
  for (const field of Object.keys(after)) {
    if (NOT_SHOWN.has(field) || (field.endsWith("Id") && `${field.slice(0, -2)}Name` in after)) continue;
    const [was, is] = [before[field], after[field]];
    if (is && typeof is === "object" && !Array.isArray(is) && was && typeof was === "object") {
      changes.push(...differences(was as Record<string, unknown>, is as Record<string, unknown>));
    } else if (JSON.stringify(was ?? null) !== JSON.stringify(is ?? null)) {
      changes.push({ field, before: was ?? null, after: is ?? null });
    }
  }
  return changes;
}

/** Shown when a save was refused because someone saved the record first: what they changed, and the two ways on. */
export function StaleRecordDialog<Item extends object>({
  conflict,
  pending,
  onReload,
  onOverwrite,
  onCancel,
}: StaleRecordDialogProps<Item>) {
  const changes = conflict
    ? differences(conflict.original as Record<string, unknown>, conflict.current as Record<string, unknown>)
    : [];
  const mine = new Set(conflict?.mine ?? []);
  return (
    <AlertDialog open={conflict !== null} onOpenChange={(open) => !open && !pending && onCancel()}>
      <AlertDialogContent>
        <AlertDialogTitle>Este registro ha cambiado desde que lo abriste</AlertDialogTitle>
        <AlertDialogDescription>
          Se guardaron otros cambios mientras lo editabas. Recarga para verlos y seguir desde ellos, o guarda tus
          cambios encima.
        </AlertDialogDescription>
        {changes.length > 0 ? (
          <ul className="grid gap-1 text-sm" aria-label="Cambios guardados mientras editabas">
            {changes.map((change) => (
              <li key={change.field} data-testid="stale-change">
                {describeChange(change).replace(" -> ", " → ")}
                {mine.has(change.field) ? (
                  <span className="text-muted-foreground"> · también lo cambiaste tú</span>
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">Se guardó de nuevo sin cambiar lo que ves en el formulario.</p>
        )}
        <AlertDialogFooter>
          <Button variant="outline" disabled={pending} onClick={onReload}>
            Recargar
          </Button>
          <Button disabled={pending} onClick={onOverwrite}>
            {pending ? <Loader2 className="animate-spin" /> : null}
            Guardar de todos modos
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
