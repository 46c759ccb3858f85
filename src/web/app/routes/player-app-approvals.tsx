import { PlayerApprovals } from "@/features/player-app/components/player-approvals";

import { useDocumentTitle } from "../document-title";

/** /app/aprobaciones: what waits for the player's decision, and their answers so far. */
export function PlayerAppApprovalsRoute() {
  useDocumentTitle("Aprobaciones");
  return <PlayerApprovals />;
}
