import { useEffect } from "react";
import { paths } from "@/config/paths";
import { navGroups } from "./layout/nav-items";

const APP_NAME = "Palco";

/** "Jugadores · Palco"; the product's own name alone when the page has none. */
export const documentTitle = (page?: string) => (page ? `${page} · ${APP_NAME}` : APP_NAME);

// Each menu screen is titled as the menu names it; the pipeline's menu entry says "Patrocinios".
const SCREEN_TITLES = new Map<string, string>([...navGroups.flatMap((group) => group.items.map((item) => [item.to, item.title] as const))]);

/**
 * The title of a signed-in screen from its address. A player's pages are titled with the player's name by
 * their own layout once it is known, so they get none here.
 */
export function screenTitle(pathname: string): string | undefined {
  if (pathname.startsWith(`${paths.players}/`)) return undefined;
  return SCREEN_TITLES.get(pathname);
}

/** Sets the browser tab's title while the component is shown. */
export function useDocumentTitle(page: string | undefined, enabled = true) {
  useEffect(() => {
    if (enabled) document.title = documentTitle(page);
  }, [page, enabled]);
}
