import { useEffect, useState } from "react";
import type * as React from "react";

import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import type { RecordSearch } from "@/lib/record-search";

type Option = { id: string; name: string };

type RecordSelectProps = Omit<React.ComponentProps<"select">, "children"> & {
  /** The records to choose from, as the API lists them; empty while they load. */
  records: readonly Option[];
  /** The first option, for no record chosen. */
  placeholder: string;
  /** Searches the server when `records` is a full first page, not every record there is. */
  search?: RecordSearch;
};

const SEARCH_DELAY_MS = 250;

/** Found records, searched as the agent types (after a short pause), kept as options once found. */
function useFoundRecords(search: RecordSearch | undefined, text: string) {
  const [found, setFound] = useState<Option[]>([]);
  const [lastCount, setLastCount] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const wanted = text.trim();
    if (!search || wanted.length < 2) return;
    let current = true;
    const timer = setTimeout(() => {
      search
        .find(wanted)
        .then((records) => {
          if (!current) return;
          setFailed(false);
          setLastCount(records.length);
          // Kept, not replaced: a record chosen from an earlier search stays an option, so the choice shows.
          setFound((earlier) => [
            ...earlier,
            ...records.filter((record) => !earlier.some((known) => known.id === record.id)),
          ]);
        })
        .catch(() => current && setFailed(true));
    }, SEARCH_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [search, text]);
  return { found, lastCount, failed };
}

/**
 * A form's select of players or brands. A form opened before its list arrives, or given a record created from the
 * form itself, has set the record's id on a select with no such option yet; the select is drawn anew whenever the
 * list grows, so the form's value shows (and is sent) instead of falling back to the placeholder. When the list is only the first page of many, a search box above it
 * finds the others by name.
 */
export function RecordSelect({ records, placeholder, search, ...props }: RecordSelectProps) {
  const [text, setText] = useState("");
  const searching = search !== undefined && records.length >= search.pageSize;
  const { found, lastCount, failed } = useFoundRecords(searching ? search : undefined, text);
  const beyondList = found.filter((record) => !records.some((listed) => listed.id === record.id));
  const optionsOf = (list: readonly Option[]) =>
    list.map((record) => (
      <option key={record.id} value={record.id}>
        {record.name}
      </option>
    ));
  const select = (
    <NativeSelect key={records.length} {...props}>
      <option value="">{placeholder}</option>
      {/* What the search found comes first, not after the whole first page. */}
      {beyondList.length > 0 ? <optgroup label="Encontrados">{optionsOf(beyondList)}</optgroup> : null}
      {optionsOf(records)}
    </NativeSelect>
  );
  if (!searching) return select;
  const hintId = `${props.id ?? "record"}-search-hint`;
  return (
    <div className="grid gap-2">
      <Input
        type="search"
        aria-label={search.label}
        aria-describedby={hintId}
        placeholder={`${search.label}…`}
        value={text}
        onChange={(event) => setText(event.target.value)}
        // Enter searches as typing does; it must not submit the form around the picker.
        onKeyDown={(event) => {
          if (event.key === "Enter") event.preventDefault();
        }}
      />
      <p id={hintId} className="text-xs text-muted-foreground" role="status">
        {failed
          ? "No se pudo buscar: inténtalo de nuevo"
          : lastCount === null
            ? `La lista muestra los ${records.length} primeros por nombre: escribe para buscar los demás`
            : lastCount === 0
              ? "Ninguno se llama así"
              : `${lastCount} ${lastCount === 1 ? "encontrado" : "encontrados"}: elígelo en la lista`}
      </p>
      {select}
    </div>
  );
}
