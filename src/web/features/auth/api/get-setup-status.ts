import { queryOptions, useQuery } from "@tanstack/react-query";

import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** `mail`: a forgotten password can be reset by email. */
export type SetupStatus = {
  needsSetup: boolean;
  sampleDataOffered: boolean;
  mail: boolean;
  /** The agency's identity provider as the sign-in button names it; null when only passwords are used. */
  singleSignOn: string | null;
};

export const getSetupStatus = () => api.get<SetupStatus>("/setup");

export const getSetupStatusQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.auth.setupStatus, queryFn: getSetupStatus });

/** Asked only when there is no session: a signed-in agent's account obviously exists. */
export const useSetupStatus = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...getSetupStatusQueryOptions(), enabled });
