import { Check, Loader2, X } from "lucide-react";
import { useId, useState } from "react";

import { keyResultCheckInSchema } from "@shared/schemas/okr";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { numberFieldProps, spanishNumber } from "@/lib/number-input";

type KeyResultCheckInProps = {
  title: string;
  current: number;
  unit: string;
  pending: boolean;
  onSave: (current: number) => void;
  onCancel: () => void;
};

/** The new current value of one key result, typed in place on the card. Enter saves, Escape cancels. */
export function KeyResultCheckIn({ title, current, unit, pending, onSave, onCancel }: KeyResultCheckInProps) {
  const [value, setValue] = useState(String(current));
  const [error, setError] = useState<string | undefined>();
  const inputId = useId();

  const save = () => {
    const parsed = keyResultCheckInSchema.safeParse({ current: spanishNumber(Number.NaN)(value) });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    onSave(parsed.data.current);
  };

  return (
    <form
      className="grid gap-1"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.stopPropagation();
          onCancel();
        }
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        Valor actual de {title}
      </label>
      <div className="flex items-center gap-1.5">
        <Input
          id={inputId}
          {...numberFieldProps}
          autoFocus
          className="h-8 w-32"
          value={value}
          aria-invalid={!!error}
          aria-describedby={error ? `${inputId}-error` : undefined}
          onChange={(event) => setValue(event.target.value)}
        />
        <span className="text-xs text-muted-foreground">{unit}</span>
        <Button
          type="submit"
          size="icon"
          className="ml-auto sm:size-8"
          disabled={pending}
          aria-label="Guardar valor actual"
        >
          {pending ? <Loader2 className="animate-spin" /> : <Check />}
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="sm:size-8"
          disabled={pending}
          aria-label="Cancelar"
          onClick={onCancel}
        >
          <X />
        </Button>
      </div>
      {error ? (
        <p id={`${inputId}-error`} role="alert" className="text-xs text-destructive">
          {error}
        </p>
      ) : null}
    </form>
  );
}
