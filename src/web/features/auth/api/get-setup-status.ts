import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export type SetupStatus = { needsSetup: boolean };

export const getSetupStatus = () => api.get<SetupStatus>("/setup");

export const getSetupStatusQueryOptions = () =>
  queryOptions({ queryKey: ["auth", "setup-status"], queryFn: getSetupStatus });

export const useSetupStatus = () => useQuery(getSetupStatusQueryOptions());
