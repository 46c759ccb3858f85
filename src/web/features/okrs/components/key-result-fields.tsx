import { Plus, Trash2 } from "lucide-react";
import type { FieldErrors, UseFieldArrayReturn, UseFormRegister } from "react-hook-form";

import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { numberFieldProps, spanishNumber } from "@/lib/number-input";

import { emptyKeyResult, type OkrFormInput } from "./okr-form-schema";

type KeyResultFieldsProps = {
  rows: UseFieldArrayReturn<OkrFormInput, "keyResults", "fieldKey">;
  register: UseFormRegister<OkrFormInput>;
  errors: FieldErrors<OkrFormInput>;
};

/** The editable key-result rows: title, target, current value and unit; a row goes only while another remains. */
export function KeyResultFields({ rows, register, errors }: KeyResultFieldsProps) {
  const { fields, remove } = rows;
  const rowErrors = errors.keyResults;
  const listError = rowErrors?.root?.message ?? rowErrors?.message;
  return (
    <div className="grid gap-3">
      {fields.map((field, index) => {
        const number = index + 1;
        const rowError = rowErrors?.[index];
        return (
          <fieldset key={field.fieldKey} className="grid gap-3 rounded-lg border p-3" data-testid="key-result-row">
            <legend className="sr-only">Resultado clave {number}</legend>
            <div className="flex items-end gap-2">
              <Field
                label={`Resultado clave ${number}`}
                htmlFor={`okr-kr-${index}-title`}
                required
                error={rowError?.title?.message}
                className="flex-1"
              >
                <Input
                  id={`okr-kr-${index}-title`}
                  placeholder="Ej: Alcanzar 1M de seguidores"
                  {...register(`keyResults.${index}.title`)}
                />
              </Field>
              {fields.length > 1 ? (
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="text-destructive hover:text-destructive"
                  aria-label={`Quitar resultado clave ${number}`}
                  onClick={() => remove(index)}
                >
                  <Trash2 />
                </Button>
              ) : null}
            </div>
            <div className="grid grid-cols-3 gap-2">
              <Field label="Meta" htmlFor={`okr-kr-${index}-target`} error={rowError?.target?.message}>
                <Input
                  id={`okr-kr-${index}-target`}
                  {...numberFieldProps}
                  {...register(`keyResults.${index}.target`, { setValueAs: spanishNumber(Number.NaN) })}
                />
              </Field>
              <Field label="Actual" htmlFor={`okr-kr-${index}-current`} error={rowError?.current?.message}>
                <Input
                  id={`okr-kr-${index}-current`}
                  {...numberFieldProps}
                  {...register(`keyResults.${index}.current`, { setValueAs: spanishNumber(Number.NaN) })}
                />
              </Field>
              <Field label="Unidad" htmlFor={`okr-kr-${index}-unit`} error={rowError?.unit?.message}>
                <Input id={`okr-kr-${index}-unit`} {...register(`keyResults.${index}.unit`)} />
              </Field>
            </div>
          </fieldset>
        );
      })}
      {listError ? (
        <p role="alert" className="text-sm text-destructive">
          {listError}
        </p>
      ) : null}
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="justify-self-start"
        onClick={() => rows.append(emptyKeyResult())}
      >
        <Plus /> Añadir resultado clave
      </Button>
    </div>
  );
}
