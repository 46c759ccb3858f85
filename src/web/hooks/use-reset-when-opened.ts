import { useLayoutEffect, useRef } from "react";

/**
 * Fills a form when its dialog opens (or opens on another record), and only then: a list refreshed behind an
 * open form (another tab saved, the window got the focus back) must not wipe what the agent is typing. An edit
 * made from the older version is caught by the server's 412 instead. The fill happens before the dialog is painted:
 * after it, a value typed (or pasted, or filled by a test) the moment the dialog appears would be wiped, and the
 * save would send nothing.
 */
export function useResetWhenOpened(open: boolean, recordKey: string, reset: () => void) {
  const latestReset = useRef(reset);
  useLayoutEffect(() => {
    latestReset.current = reset;
  });
  useLayoutEffect(() => {
    if (open) latestReset.current();
  }, [open, recordKey]);
}
