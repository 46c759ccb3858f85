import { useState } from "react";

import { useDebouncedValue } from "./use-debounced-value";
import { useUrlParam } from "./use-url-param";

/**
 * A list's search box kept in the address (`?q=`), so a reload or a shared link shows the same list: what the box
 * shows, the trimmed term to ask the server for once typing pauses, and the box's change handler.
 */
export function useUrlSearch() {
  const [searchParam, setSearchParam] = useUrlParam("q");
  const [search, setSearch] = useState(searchParam ?? "");
  const q = useDebouncedValue(search.trim());
  const onSearch = (value: string) => {
    setSearch(value);
    setSearchParam(value.trim() ? value : "");
  };
  return { search, q, onSearch };
}
