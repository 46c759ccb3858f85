import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import type { PlayerStatement } from "@shared/schemas/player-statement";
import type {
  NetFigures,
  Payout,
  PayoutInput,
  Settlement,
  ThirdPartyReport,
  UpdatePayoutInput,
} from "@shared/schemas/settlement";
import { api } from "@/lib/api-client";

import { settlementKeys } from "./settlement-keys";

export type Period = { from: string; to: string };

const settlementQuery = (collaboratorId: string, period: Period) =>
  `collaboratorId=${collaboratorId}&from=${period.from}&to=${period.to}`;

/** Where the settlement's documents download from. */
export const settlementDocument = (collaboratorId: string, period: Period, extension: "pdf" | "csv") =>
  `/api/settlements/statement.${extension}?${settlementQuery(collaboratorId, period)}`;

export const useSettlement = (collaboratorId: string, period: Period) =>
  useQuery({
    queryKey: settlementKeys.settlement(collaboratorId, period.from, period.to),
    queryFn: () => api.get<Settlement>(`/settlements?${settlementQuery(collaboratorId, period)}`),
    placeholderData: keepPreviousData,
  });

export function useRecordPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PayoutInput & { id: string }) => api.post<Payout>("/settlements/payouts", input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settlementKeys.all }),
  });
}

export function useUpdatePayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ payout, input }: { payout: Payout; input: UpdatePayoutInput }) =>
      api.patch<Payout>(`/settlements/payouts/${payout.id}`, input, { version: payout.version }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settlementKeys.all }),
  });
}

export function useSendSettlement() {
  return useMutation({
    mutationFn: ({ collaboratorId, period }: { collaboratorId: string; period: Period }) =>
      api.post<{ sentTo: string }>("/settlements/send", { collaboratorId, ...period }),
  });
}

export const useNetFigures = (period: Period) =>
  useQuery({
    queryKey: settlementKeys.net(period.from, period.to),
    queryFn: () => api.get<NetFigures>(`/settlements/net?from=${period.from}&to=${period.to}`),
  });

export const useThirdParties = (year: number) =>
  useQuery({
    queryKey: settlementKeys.thirdParties(year),
    queryFn: () => api.get<ThirdPartyReport>(`/settlements/third-parties?year=${year}`),
    placeholderData: keepPreviousData,
  });

/** The player's own statement, in their app. */
export const useOwnStatement = (year: number) =>
  useQuery({
    queryKey: settlementKeys.statement(year),
    queryFn: () => api.get<PlayerStatement>(`/app/statement?year=${year}`),
    placeholderData: keepPreviousData,
  });
