import type { ClubContract } from "../../../shared/schemas/club-contract";
import type { HistoryKind } from "../../history/history-kind";

export const CLUB_CONTRACT_HISTORY: HistoryKind<ClubContract> = {
  type: "club_contract",
  label: (contract) => `${contract.playerName} · ${contract.clubName}`,
};
