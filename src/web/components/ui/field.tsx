import * as React from "react";

import { cn } from "@/lib/utils";

import { Label } from "./label";

type FieldProps = {
  label: string;
  htmlFor: string;
  error?: string;
  /** Marks the label and tells assistive technology that the field must be filled. */
  required?: boolean;
  /** A short help text under the control, read out with it. */
  hint?: React.ReactNode;
  className?: string;
  children: React.ReactElement<React.InputHTMLAttributes<HTMLElement>>;
};

/**
 * A label, one control and its error. The control is told it is invalid and which text explains why
 * (aria-invalid, aria-describedby), so a screen reader announces the message when the field is reached.
 */
export function Field({ label, htmlFor, error, required, hint, className, children }: FieldProps) {
  const errorId = `${htmlFor}-error`;
  const hintId = `${htmlFor}-hint`;
  const control = React.cloneElement(children, {
    "aria-invalid": error ? true : children.props["aria-invalid"],
    "aria-describedby":
      cn(children.props["aria-describedby"], hint ? hintId : undefined, error && errorId) || undefined,
    "aria-required": required || undefined,
  });
  return (
    <div data-slot="field" className={cn("grid gap-2", className)}>
      {/* The asterisk stands beside the label, not in it: the field's name stays its label's words. */}
      <div className="flex items-center gap-1">
        <Label htmlFor={htmlFor}>{label}</Label>
        {required && (
          <span className="text-sm text-destructive" aria-hidden="true">
            *
          </span>
        )}
      </div>
      {control}
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
