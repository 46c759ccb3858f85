import { useSyncExternalStore } from "react";

// SPEC: the mobile layout starts below 768 px.
const MOBILE_QUERY = "(max-width: 767px)";

// Where the page cannot ask (a test's document without media queries), the desktop layout stands.
const mobileQuery = () => (typeof window.matchMedia === "function" ? window.matchMedia(MOBILE_QUERY) : undefined);

function subscribe(onChange: () => void) {
  const media = mobileQuery();
  media?.addEventListener("change", onChange);
  return () => media?.removeEventListener("change", onChange);
}

export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => mobileQuery()?.matches ?? false,
    () => false,
  );
}
