import { Loader2 } from "lucide-react";
import type * as React from "react";
import { useRef } from "react";

import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";

type FormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  submitLabel: string;
  pending: boolean;
  onSubmit: React.FormEventHandler<HTMLFormElement>;
  className?: string;
  children: React.ReactNode;
};

/** A dialog around one entity form: it cannot be closed while saving, and stays open (with its input) when saving fails. */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  submitLabel,
  pending,
  onSubmit,
  className,
  children,
}: FormDialogProps) {
  // The button that opened the form gets the focus back when it closes (the form's code may load after the
  // click, so the dialog cannot rely on what was focused when it mounted).
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent
        className={className}
        onOpenAutoFocus={() => {
          opener.current =
            document.activeElement instanceof HTMLElement && document.activeElement !== document.body
              ? document.activeElement
              : null;
        }}
        onCloseAutoFocus={(event) => {
          if (opener.current?.isConnected) {
            event.preventDefault();
            opener.current.focus();
          }
        }}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {/* One column that may shrink: a long unbroken value (a note) wraps or truncates instead of widening it. */}
        <form onSubmit={onSubmit} noValidate className="grid grid-cols-1 gap-4">
          {children}
          {/* Stays in view at the bottom of a long form, so that saving never needs a scroll. */}
          <DialogFooter className="sticky -bottom-6 -mx-6 -mb-6 border-t bg-card px-6 py-4">
            <Button type="button" variant="outline" disabled={pending} onClick={() => onOpenChange(false)}>
              Cancelar
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? <Loader2 className="animate-spin" /> : null}
              {submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
