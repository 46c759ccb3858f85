import type { ReactNode } from "react";

import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from "@/components/ui/tooltip";

import { MenuTooltipContext, type WrapInTooltip } from "./menu-tooltip-context";

const wrapInTooltip: WrapInTooltip = (button, label) => (
  <Tooltip>
    <TooltipTrigger asChild>{button}</TooltipTrigger>
    <TooltipContent side="right" align="center">
      {label}
    </TooltipContent>
  </Tooltip>
);

/** Names for the icon-only menu of a collapsed sidebar (loaded only when the sidebar is collapsed). */
export function CollapsedTooltips({ children }: { children: ReactNode }) {
  return (
    <TooltipProvider>
      <MenuTooltipContext.Provider value={wrapInTooltip}>{children}</MenuTooltipContext.Provider>
    </TooltipProvider>
  );
}
