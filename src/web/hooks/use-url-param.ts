import { useSearchParams } from "react-router";

/**
 * One of the address's parameters as a screen's state (a search, an order, a filter), so that a reload or a shared
 * link shows the same list. Setting "" removes it; the change replaces the history entry instead of adding one.
 */
export function useUrlParam(name: string): [string | null, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const set = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  return [params.get(name), set];
}
