import { useMutation, useQueryClient } from "@tanstack/react-query";

import type { ClubContract, CreateClubContractInput, UpdateClubContractInput } from "@shared/schemas/club-contract";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export const createClubContract = ({ playerId, input }: { playerId: string; input: CreateClubContractInput }) =>
  api.post<ClubContract>(`/players/${playerId}/contracts`, input);
export const updateClubContract = ({
  id,
  input,
  version,
}: {
  id: string;
  input: UpdateClubContractInput;
  version?: number;
}) => api.patch<ClubContract>(`/contracts/${id}`, input, { version });
export const deleteClubContract = (id: string) => api.delete(`/contracts/${id}`);

const useClubContractMutation = <Input, Output>(mutationFn: (input: Input) => Promise<Output>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // A contract's seasons set the fee of the operation it was signed with; its options are dates in the agenda.
    onSuccess: () =>
      Promise.all(
        [queryKeys.clubContracts.all, queryKeys.commissions.all, queryKeys.agenda.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
};

export const useCreateClubContract = () => useClubContractMutation(createClubContract);
export const useUpdateClubContract = () => useClubContractMutation(updateClubContract);
export const useDeleteClubContract = () => useClubContractMutation(deleteClubContract);
