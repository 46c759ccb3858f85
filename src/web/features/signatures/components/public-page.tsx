import type * as React from "react";

import { BrandMark } from "@/components/brand-mark";
import { Card } from "@/components/ui/card";

/** A page anyone reaches without signing in (a signing link, the verify page): Palco's mark and one card. */
export function PublicPage({ children }: { children: React.ReactNode }) {
  return (
    <main className="min-h-svh bg-sidebar px-4 py-8">
      <div className="mx-auto w-full max-w-2xl">
        <div className="mb-6 flex items-center gap-3 text-sidebar-foreground">
          <BrandMark />
          <div>
            <p className="text-lg leading-tight font-semibold text-white">Palco</p>
            <p className="text-xs text-sidebar-muted">Elite Management</p>
          </div>
        </div>
        <Card className="p-5 shadow-xl">{children}</Card>
      </div>
    </main>
  );
}
