import { createContext, type ReactNode } from "react";

/** Wraps a menu button in its tooltip; given only while the sidebar is collapsed and the tooltip code is loaded. */
export type WrapInTooltip = (button: ReactNode, label: string) => ReactNode;

export const MenuTooltipContext = createContext<WrapInTooltip | null>(null);
