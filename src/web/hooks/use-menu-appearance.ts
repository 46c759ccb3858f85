import { useEffect } from "react";

import type { MenuAppearance } from "@shared/schemas/agent-preferences";
import { useSession } from "@/lib/session";

/** Paints the side menu in the agent's colour (index.css derives text and accents from the tone). */
export function applyMenuAppearance(menu: MenuAppearance) {
  const root = document.documentElement;
  if (!menu) {
    root.style.removeProperty("--menu-color");
    delete root.dataset.menuTone;
    return;
  }
  // The colour was parsed and re-validated by the server (shared/domain/menu-color.ts): it is a colour, nothing else.
  root.style.setProperty("--menu-color", menu.color);
  root.dataset.menuTone = menu.textTone;
}

export function useMenuAppearance() {
  const { data } = useSession();
  const menu = data?.menu ?? null;
  useEffect(() => applyMenuAppearance(menu), [menu]);
}
