import { useMutation } from "@tanstack/react-query";

import type { PasswordChangeInput } from "@shared/schemas/agent-settings";
import { api } from "@/lib/api-client";

export const changePassword = (input: PasswordChangeInput) => api.post<void>("/me/password", input);

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
