import { z } from "zod";

import { resolveMenuColor } from "../domain/menu-color";
import { strictObject } from "./common";

const INVALID_COLOUR = "Color no válido: usa un nombre (azul, navy), #hex, rgb() o hsl()";

export const menuColorSchema = strictObject({
  color: z
    .string({ error: INVALID_COLOUR })
    .max(60, INVALID_COLOUR)
    .nullable()
    .transform((value, ctx) => {
      if (value === null) return null;
      const css = resolveMenuColor(value);
      if (!css) {
        ctx.addIssue({ code: "custom", message: INVALID_COLOUR });
        return z.NEVER;
      }
      return css;
    }),
});

/** The side menu's colour, and whether its text must be light or dark to stay readable; null for the theme's. */
export type MenuAppearance = { color: string; textTone: "light" | "dark" } | null;

/** The signed-in agent as /api/me gives it, with the agency's time zone so the browser's "today" is the server's. */
export type AgentProfile = { id: string; name: string; email: string; menu: MenuAppearance; timeZone: string };
