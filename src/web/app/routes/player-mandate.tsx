import { ContractList } from "@/features/club-contracts/components/contract-list";
import { MandateList } from "@/features/mandates/components/mandate-list";
import { SplitsButton } from "@/features/settlements/components/splits-summary";
import { RecordSignature } from "@/features/signatures/components/record-signature";

import { usePlayerOverviewContext } from "./player-layout";

export function PlayerMandateRoute() {
  const { player } = usePlayerOverviewContext();
  return (
    <MandateList
      playerId={player.id}
      heading={<h2 className="text-lg font-semibold">Mandato</h2>}
      actionsOf={(mandate) => (
        <>
          <RecordSignature
            recordType="mandate"
            recordId={mandate.id}
            template="representation-mandate"
            minor={mandate.minorAtStart}
          />
          <SplitsButton source="mandate" id={mandate.id} subject={`Mandato de ${mandate.playerName}`} />
        </>
      )}
    />
  );
}

/** The Contrato tab, in the mandate's module: the player's two contracts load together. */
export function PlayerContractsRoute() {
  const { player } = usePlayerOverviewContext();
  return <ContractList playerId={player.id} />;
}
