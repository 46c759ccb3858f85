import { ContractList } from "@/features/club-contracts/components/contract-list";

import { usePlayerOverviewContext } from "./player-layout";

export function PlayerContractsRoute() {
  const { player } = usePlayerOverviewContext();
  return <ContractList playerId={player.id} />;
}
