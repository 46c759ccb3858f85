import type { OkrQuarter } from "@shared/domain/enums";
import { PLAYER_NEEDED } from "@shared/schemas/okr-suggestions";
import { toast } from "@/lib/toast";

import { useCreateOkrBatch } from "../api/create-okr-batch";
import { useSuggestOkrSet } from "../api/suggest-okrs";
import { reportOkrError } from "../components/report-okr-error";

type SetRequest = { player: { id: string; name: string } | undefined; quarter: OkrQuarter; year: number };

/** Asks the AI for a player's three OKRs of a quarter and saves them all as active OKRs of that player. */
export function useGenerateOkrSet(onSaved: () => void) {
  const suggest = useSuggestOkrSet();
  const save = useCreateOkrBatch();

  const generate = async ({ player, quarter, year }: SetRequest) => {
    if (!player) {
      toast.error(PLAYER_NEEDED);
      return;
    }
    try {
      const { okrs } = await suggest.mutateAsync({ playerId: player.id, quarter, year });
      const { items } = await save.mutateAsync({
        okrs: okrs.map((okr) => ({
          ...okr,
          quarter,
          year,
          status: "active",
          playerId: player.id,
          assignedTo: player.name,
        })),
      });
      toast.success(`${items.length} OKRs generados para ${player.name}`);
      onSaved();
    } catch (error) {
      reportOkrError("Error al generar OKRs", error);
    }
  };

  return { generate, pending: suggest.isPending || save.isPending };
}
