import { roleMay, type Viewer } from "../../../shared/domain/team-roles";
import type { PlayerDossier } from "../../../shared/schemas/player-dossier";

/**
 * The dossier gathers records of several resources: a member reads only the parts of those their role reads (the
 * money card is hidden by its field group, with every other answer).
 */
export function dossierForRole(dossier: PlayerDossier, viewer: Viewer | undefined): PlayerDossier {
  if (!viewer) return dossier;
  const reads = (resource: Parameters<typeof roleMay>[1]) => roleMay(viewer.role, resource, "read");
  return {
    ...dossier,
    mandate: reads("mandates") ? dossier.mandate : null,
    openDeals: reads("deals") ? dossier.openDeals : [],
    openOperations: reads("operations") ? dossier.openOperations : [],
    documents: reads("documents") ? dossier.documents : [],
    expiringPapers: reads("documents") ? dossier.expiringPapers : [],
    pendingApprovals: reads("approvals") ? dossier.pendingApprovals : 0,
  };
}
