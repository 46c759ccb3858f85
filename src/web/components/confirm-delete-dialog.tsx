import { useQuery } from "@tanstack/react-query";
import { Loader2 } from "lucide-react";
import { useLayoutEffect, useRef } from "react";
import type * as React from "react";

import { deleteImpactText, type DeleteImpact } from "@shared/domain/delete-impact";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

type ConfirmDeleteDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  pending: boolean;
  onConfirm: () => void;
  /** "Eliminar" unless the action has its own word ("Revocar"). */
  confirmLabel?: string;
  /** The record's `/impact` path: the dialog then says, from the server's count, what goes with it and what stays. */
  impactPath?: string | null;
  /** What the description cannot say in one sentence: a list of the records concerned. */
  children?: React.ReactNode;
};

export function ConfirmDeleteDialog({
  open,
  onOpenChange,
  title,
  description,
  pending,
  onConfirm,
  confirmLabel = "Eliminar",
  impactPath,
  children,
}: ConfirmDeleteDialogProps) {
  // Opened from a button rather than a Radix trigger, the dialog would drop focus on the page when it closes: it
  // goes back to the button that opened it, while that button is still on the page.
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open) opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, [open]);
  const returnFocus = (event: Event) => {
    const button = opener.current;
    if (button?.isConnected && button !== document.body) {
      event.preventDefault();
      button.focus();
    }
  };
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent onCloseAutoFocus={returnFocus}>
        <AlertDialogTitle>{title}</AlertDialogTitle>
        <AlertDialogDescription>{description}</AlertDialogDescription>
        {impactPath ? <DeleteImpactNote path={impactPath} enabled={open} /> : null}
        {children}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Cancelar</AlertDialogCancel>
          {/* A plain button: the dialog must stay open until the deletion has really happened. */}
          <Button variant="destructive" disabled={pending} onClick={onConfirm}>
            {pending ? <Loader2 className="animate-spin" /> : null}
            {confirmLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** Counted when the dialog opens, never from a cache: the records may have changed since. */
function DeleteImpactNote({ path, enabled }: { path: string; enabled: boolean }) {
  const impact = useQuery({
    queryKey: queryKeys.deleteImpact(path),
    queryFn: () => api.get<DeleteImpact>(path),
    enabled,
    staleTime: 0,
    gcTime: 0,
  });
  if (impact.isPending) return <p className="text-sm text-muted-foreground">Comprobando qué se eliminará con él…</p>;
  if (impact.isError) return <p className="text-sm text-destructive">No se pudo comprobar qué se eliminará con él.</p>;
  const text = deleteImpactText(impact.data);
  return text ? (
    <p className="text-sm font-medium" data-testid="delete-impact">
      {text}
    </p>
  ) : null;
}
