import type * as React from "react";

import { RecordSelect } from "@/components/record-select";
import { Field } from "@/components/ui/field";
import { PLAYER_SEARCH } from "@/lib/name-options";

type PlayerSelectFieldProps = Omit<React.ComponentProps<typeof RecordSelect>, "search" | "placeholder"> & {
  id: string;
  error?: string;
};

/** A form's required "Jugador": the agency's players to choose from, searchable by name when there are many. */
export function PlayerSelectField({ id, error, ...select }: PlayerSelectFieldProps) {
  return (
    <Field label="Jugador" htmlFor={id} required error={error}>
      <RecordSelect id={id} search={PLAYER_SEARCH} placeholder="Selecciona un jugador" {...select} />
    </Field>
  );
}
