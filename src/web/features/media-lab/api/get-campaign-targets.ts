import { useQuery } from "@tanstack/react-query";

import type { Deal } from "@shared/schemas/deal";
import { api } from "@/lib/api-client";
import { firstNameOptions } from "@/lib/name-options";

/** What a campaign can be for: the player's deals (their brand with them) and the agency's brands. */
export const useCampaignTargets = (playerId: string) =>
  useQuery({
    queryKey: ["campaign-images", playerId, "targets"],
    queryFn: async () => {
      const [deals, brands] = await Promise.all([
        api.get<{ items: Deal[] }>(`/deals?playerId=${playerId}&limit=100`),
        firstNameOptions("brands"),
      ]);
      return { deals: deals.items, brands };
    },
  });
