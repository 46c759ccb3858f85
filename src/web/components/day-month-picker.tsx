import { useState } from "react";

import { MONTH_NAMES } from "@shared/domain/calendar-day";
import { DAYS_IN_MONTH } from "@shared/domain/transfer-windows";
import { NativeSelect } from "@/components/ui/native-select";

type DayMonthPickerProps = {
  id: string;
  /** "Inicio": the fieldset's legend. */
  legend: string;
  /** "MM-DD", or "" while not chosen. */
  value: string;
  onChange: (value: string) => void;
  error?: string;
  required?: boolean;
};

const pad = (value: number) => String(value).padStart(2, "0");

/**
 * A day of every year (a transfer window opens on 1 July each season): a day and a month chosen from lists, so
 * nobody has to know whether "07-01" means July or January. The value is "MM-DD" once both are chosen.
 */
export function DayMonthPicker({ id, legend, value, onChange, error, required }: DayMonthPickerProps) {
  const [month, day] = value ? value.split("-") : ["", ""];
  // One half chosen is kept here until the other is: the form's value stays "" (and is refused) meanwhile.
  const [draft, setDraft] = useState({ day: day ?? "", month: month ?? "" });
  // A value set from outside (the form reset after saving) replaces the half-chosen draft.
  const [emitted, setEmitted] = useState(value);
  if (value !== emitted) {
    setEmitted(value);
    setDraft({ day: day ?? "", month: month ?? "" });
  }
  const shown = value ? { day: day ?? "", month: month ?? "" } : draft;
  const choose = (next: { day: string; month: string }) => {
    const days = next.month ? DAYS_IN_MONTH[Number(next.month) - 1]! : 31;
    const fitted = next.day && Number(next.day) > days ? pad(days) : next.day;
    const composed = fitted && next.month ? `${next.month}-${fitted}` : "";
    setDraft({ day: fitted, month: next.month });
    setEmitted(composed);
    onChange(composed);
  };
  const days = shown.month ? DAYS_IN_MONTH[Number(shown.month) - 1]! : 31;
  const errorId = `${id}-error`;
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 flex items-center gap-1 text-sm leading-none font-medium">
        {legend}
        {required ? (
          <span className="text-destructive" aria-hidden="true">
            *
          </span>
        ) : null}
      </legend>
      <div className="grid grid-cols-[5rem_1fr] gap-2">
        <NativeSelect
          id={`${id}-day`}
          aria-label={`Día de ${legend.toLowerCase()}`}
          aria-invalid={!!error}
          value={shown.day}
          onChange={(event) => choose({ ...shown, day: event.target.value })}
        >
          <option value="">Día</option>
          {Array.from({ length: days }, (_, index) => (
            <option key={index} value={pad(index + 1)}>
              {index + 1}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect
          id={`${id}-month`}
          aria-label={`Mes de ${legend.toLowerCase()}`}
          aria-invalid={!!error}
          value={shown.month}
          onChange={(event) => choose({ ...shown, month: event.target.value })}
        >
          <option value="">Mes</option>
          {MONTH_NAMES.map((name, index) => (
            <option key={name} value={pad(index + 1)}>
              {name}
            </option>
          ))}
        </NativeSelect>
      </div>
      {error ? (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
