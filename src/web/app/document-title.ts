import { useEffect } from "react";

import { navGroups } from "@/config/nav-items";

const APP_NAME = "Palco";

/** "Jugadores · Palco"; the product's own name alone when the page has none. */
export const documentTitle = (page?: string) => (page ? `${page} · ${APP_NAME}` : APP_NAME);

// Each menu screen is titled as the menu names it; the pipeline's menu entry says "Patrocinios".
const SCREEN_TITLES = new Map<string, string>([
  ...navGroups.flatMap((group) => group.items.map((item) => [item.to, item.title] as const)),
]);

/**
 * The title of a signed-in menu screen from its address. A record's page (a player, a brand) is titled with
 * its name by the page itself once it is known, so it gets none here.
 */
export const screenTitle = (pathname: string): string | undefined => SCREEN_TITLES.get(pathname);

/** Sets the browser tab's title while the component is shown. */
export function useDocumentTitle(page: string | undefined, enabled = true) {
  useEffect(() => {
    if (enabled) document.title = documentTitle(page);
  }, [page, enabled]);
}
