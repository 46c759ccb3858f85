import type { ReactNode } from "react";

import { FullPageSpinner } from "@/components/full-page-spinner";
import { useSession } from "@/lib/session";

import { AppShell } from "./app-layout";

/** An unknown address: inside the shell for a signed-in agent (the menu is the way on), alone for anyone else. */
export function UnknownAddress({ page }: { page: ReactNode }) {
  const session = useSession();
  if (session.isPending) return <FullPageSpinner />;
  if (session.data) {
    return (
      <AppShell>
        <div className="flex min-h-[60svh] items-center justify-center">{page}</div>
      </AppShell>
    );
  }
  return <main className="flex min-h-svh items-center justify-center bg-muted">{page}</main>;
}
