import type * as React from "react";

import { BrandLockup } from "@/components/brand-mark";
import { Card } from "@/components/ui/card";

/** A page anyone reaches without signing in (a signing link, the verify page): Palco's mark and one card. */
export function PublicPage({ children }: { children: React.ReactNode }) {
  return (
    <main className="min-h-svh bg-sidebar px-4 py-8">
      <div className="mx-auto w-full max-w-2xl">
        <BrandLockup className="mb-6" />
        <Card className="p-5 shadow-xl">{children}</Card>
      </div>
    </main>
  );
}
