import { Navigate } from "react-router";

import { usePlayerApprovals } from "@/features/player-app/api/player-app";
import { PlayerApprovals } from "@/features/player-app/components/player-approvals";

import { useDocumentTitle } from "../document-title";
import { PlayerAppShell } from "../layout/player-app-shell";
import { playerAppRedirect } from "./player-app-home";

/** /app/aprobaciones: what waits for the player's decision, and their answers so far. */
export function PlayerAppApprovalsRoute() {
  useDocumentTitle("Aprobaciones");
  const redirect = playerAppRedirect(usePlayerApprovals("pending").error);
  if (redirect) return <Navigate to={redirect} replace />;
  return (
    <PlayerAppShell>
      <PlayerApprovals />
    </PlayerAppShell>
  );
}
