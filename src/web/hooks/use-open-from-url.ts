import { useEffect } from "react";
import { useSearchParams } from "react-router";

import { api } from "@/lib/api-client";
import { toast } from "@/lib/toast";

/** "?nuevo" opens the screen's form empty; "?abrir=<id>" opens it on that record (the command palette's links). */
export const OPEN_PARAM = "abrir";
export const NEW_PARAM = "nuevo";

/**
 * Opens a screen's form as its address asks, once: the parameter is removed from the address at the same time,
 * so that going back or reloading does not open it again.
 */
export function useOpenFromUrl<T>(
  resource: string,
  openForm: (record: T | undefined) => void,
  notFoundMessage: string,
) {
  const [params, setParams] = useSearchParams();
  const id = params.get(OPEN_PARAM);
  const wantsNew = params.has(NEW_PARAM);

  useEffect(() => {
    if (!id && !wantsNew) return;
    const rest = new URLSearchParams(params);
    rest.delete(OPEN_PARAM);
    rest.delete(NEW_PARAM);
    setParams(rest, { replace: true });
    if (wantsNew) {
      openForm(undefined);
      return;
    }
    api.get<T>(`/${resource}/${id}`).then(
      (record) => openForm(record),
      () => toast.error(notFoundMessage),
    );
    // Runs when the address asks, not when the callbacks' identities change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, wantsNew]);
}
