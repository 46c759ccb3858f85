import { Loader2, Plus } from "lucide-react";
import { useId, useState } from "react";

import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { ApiError } from "@/lib/api-client";

type InlineCreateProps<Name extends string> = {
  /** "Nueva marca": the toggle's words and the group's name. */
  label: string;
  fields: readonly { name: Name; label: string; placeholder?: string }[];
  submitLabel: string;
  create: (values: Record<Name, string>) => Promise<{ id: string; name: string }>;
  onCreated: (record: { id: string; name: string }) => void;
};

/**
 * Creates the record a picker lacks without leaving the form the agent is filling (a deal with no brand yet).
 * Not a <form>: it lives inside one, so Enter creates the record here instead of submitting the outer form.
 */
export function InlineCreate<Name extends string>({
  label,
  fields,
  submitLabel,
  create,
  onCreated,
}: InlineCreateProps<Name>) {
  const id = useId();
  const empty = () => Object.fromEntries(fields.map((field) => [field.name, ""])) as Record<Name, string>;
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<Name, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async () => {
    const missing = fields.filter((field) => !values[field.name].trim());
    if (missing.length > 0) {
      setErrors(
        Object.fromEntries(missing.map((field) => [field.name, `Indica ${field.label.toLowerCase()}`])) as never,
      );
      return;
    }
    setPending(true);
    setFailure(null);
    try {
      const record = await create(values);
      onCreated(record);
      setOpen(false);
      setValues(empty());
      setErrors({});
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) setErrors(error.fields as never);
      else setFailure(error instanceof Error ? error.message : "No se pudo crear");
    } finally {
      setPending(false);
    }
  };

  if (!open) {
    return (
      <Button
        type="button"
        variant="link"
        size="sm"
        className="h-auto justify-self-start p-0"
        onClick={() => setOpen(true)}
      >
        <Plus /> {label}
      </Button>
    );
  }
  return (
    <div role="group" aria-label={label} className="grid gap-3 rounded-md border bg-muted/30 p-3">
      <p className="text-sm font-medium">{label}</p>
      {fields.map((field) => (
        <Field key={field.name} label={field.label} htmlFor={`${id}-${field.name}`} error={errors[field.name]} required>
          <Input
            id={`${id}-${field.name}`}
            value={values[field.name]}
            placeholder={field.placeholder}
            onChange={(event) => setValues((current) => ({ ...current, [field.name]: event.target.value }))}
            onKeyDown={(event) => {
              if (event.key !== "Enter") return;
              event.preventDefault();
              void submit();
            }}
          />
        </Field>
      ))}
      {failure ? (
        <p className="text-sm text-destructive" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" disabled={pending} onClick={() => void submit()}>
          {pending ? <Loader2 className="animate-spin" /> : null}
          {submitLabel}
        </Button>
        <Button type="button" size="sm" variant="ghost" disabled={pending} onClick={() => setOpen(false)}>
          Cancelar
        </Button>
      </div>
    </div>
  );
}
