import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useState, type ReactNode } from "react";

import { OptionalPart } from "@/components/optional-part";
import { whenIdle } from "@/lib/idle";
import { queryClient } from "@/lib/query-client";
import { onToastRequested } from "@/lib/toast";

// Toasts appear only after something happens: their library loads once the first paint is done.
const Toaster = lazy(() => import("@/components/ui/sonner").then((m) => ({ default: m.Toaster })));

/** After the first paint, or at once when a toast is asked for before that. */
function useToasterWanted(): boolean {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    onToastRequested(() => setWanted(true));
    return whenIdle(() => setWanted(true));
  }, []);
  return wanted;
}

export function AppProviders({ children }: { children: ReactNode }) {
  const showToaster = useToasterWanted();
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {showToaster && (
        <OptionalPart>
          <Suspense fallback={null}>
            <Toaster />
          </Suspense>
        </OptionalPart>
      )}
    </QueryClientProvider>
  );
}
