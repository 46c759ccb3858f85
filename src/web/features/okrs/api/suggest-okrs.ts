import { useMutation } from "@tanstack/react-query";

import type { OkrQuarter } from "@shared/domain/enums";
import type { SuggestedKeyResult, SuggestedOkr } from "@shared/schemas/okr-suggestions";
import { api } from "@/lib/api-client";

const PATH = "/ai/okr-suggestions";

export const suggestKeyResults = (objective: string) =>
  api.post<{ keyResults: SuggestedKeyResult[] }>(PATH, { type: "key-results", objective });

// The server reads the player's deals, investments and events itself; the id names the player.
export const suggestOkrSet = ({ playerId, quarter, year }: { playerId: string; quarter: OkrQuarter; year: number }) =>
  api.post<{ okrs: SuggestedOkr[] }>(PATH, { type: "full-okr", playerData: { id: playerId }, quarter, year });

export const useSuggestKeyResults = () => useMutation({ mutationFn: suggestKeyResults });
export const useSuggestOkrSet = () => useMutation({ mutationFn: suggestOkrSet });
