import type { ReactNode } from "react";

import type { TeamAction, TeamResource } from "@shared/domain/team-roles";
import { useMay } from "@/lib/session";

/** Its children only when the member's role may do `action` on `resource`: no button the server would refuse. */
export function Allowed({
  action,
  resource,
  children,
}: {
  action: TeamAction;
  resource: TeamResource;
  children: ReactNode;
}) {
  return useMay(resource, action) ? children : null;
}
