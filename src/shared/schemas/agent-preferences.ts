import { z } from "zod";

import { resolveMenuColor } from "../domain/menu-color";
import type { HiddenGroup, MemberRole, RoleScope, TeamAction, TeamResource } from "../domain/team-roles";
import type { TwoFactorStatus } from "../domain/two-factor";
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
export type AgentProfile = {
  id: string;
  name: string;
  email: string;
  /** What the member's role lets them do: the screens leave out what the server would refuse. */
  role: MemberRole;
  /** The resources the role reads, so that the menu needs no copy of the roles' table. */
  reads: TeamResource[];
  /** What the role may do per resource: the screens leave out the buttons the server would refuse. */
  grants: Partial<Record<TeamResource, readonly TeamAction[]>>;
  /** The field groups the role does not see: the screens say "Oculto" there. */
  hidden: HiddenGroup[];
  /** Every player, or only those the member is responsible for or collaborates on. */
  scope: RoleScope;
  menu: MenuAppearance;
  timeZone: string;
  /** Whether the member signs in with a second factor, whether their role requires it, and by when. */
  twoFactor: TwoFactorStatus;
};
