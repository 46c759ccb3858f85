import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import type { Page } from "@shared/schemas/common";
import type { CreateOfferInput, Offer, UpdateOfferInput } from "@shared/schemas/offer";
import type { Operation } from "@shared/schemas/operation";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

const offersPath = (operationId: string) => `/operations/${operationId}/offers`;

export const useOperation = (id: string) =>
  useQuery({ queryKey: queryKeys.operations.one(id), queryFn: () => api.get<Operation>(`/operations/${id}`) });

/** A negotiation has tens of offers, not thousands: the first 200 are all of them. */
export const useOffers = (operationId: string) =>
  useQuery({
    queryKey: queryKeys.operations.offers(operationId),
    queryFn: () => api.get<Page<Offer>>(`${offersPath(operationId)}?limit=200`).then((page) => page.items),
  });

function useOfferMutation<Args, Result>(operationId: string, write: (args: Args) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.operations.offers(operationId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.activity.all }),
      ]),
  });
}

export const useCreateOffer = (operationId: string) =>
  useOfferMutation(operationId, (input: CreateOfferInput) => api.post<Offer>(offersPath(operationId), input));

export const useUpdateOffer = (operationId: string) =>
  useOfferMutation(operationId, ({ id, input, version }: { id: string; input: UpdateOfferInput; version?: number }) =>
    api.patch<Offer>(`${offersPath(operationId)}/${id}`, input, { version }),
  );

export const useDeleteOffer = (operationId: string) =>
  useOfferMutation(operationId, (id: string) => api.delete(`${offersPath(operationId)}/${id}`));
