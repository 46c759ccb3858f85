import type * as React from "react";

import { NativeSelect } from "@/components/ui/native-select";

type RecordSelectProps = Omit<React.ComponentProps<"select">, "children"> & {
  /** The records to choose from, as the API lists them; empty while they load. */
  records: readonly { id: string; name: string }[];
  /** The first option, for no record chosen. */
  placeholder: string;
};

/**
 * A form's select of players or brands. A form opened before its list arrives has set the record's id on a select
 * with no such option yet; the select is drawn anew when the list comes, so the form's value shows (and is sent)
 * instead of falling back to the placeholder.
 */
export function RecordSelect({ records, placeholder, ...props }: RecordSelectProps) {
  return (
    <NativeSelect key={records.length > 0 ? "loaded" : "loading"} {...props}>
      <option value="">{placeholder}</option>
      {records.map((record) => (
        <option key={record.id} value={record.id}>
          {record.name}
        </option>
      ))}
    </NativeSelect>
  );
}
