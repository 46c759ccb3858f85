import { useEffect, useLayoutEffect, useRef } from "react";

/**
 * Fills a form when its dialog opens (or opens on another record), and only then: a list refreshed behind an
 * open form (another tab saved, the window got the focus back) must not wipe what the agent is typing. An edit
 * made from the older version is caught by the server's 412 instead.
 */
export function useResetWhenOpened(open: boolean, recordKey: string, reset: () => void) {
  const latestReset = useRef(reset);
  useLayoutEffect(() => {
    latestReset.current = reset;
  });
  useEffect(() => {
    if (open) latestReset.current();
  }, [open, recordKey]);
}
