import type * as React from "react";

export function EmptyState({ icon, children }: { icon?: React.ReactNode; children: React.ReactNode }) {
  return (
    <div className="flex flex-col items-center justify-center gap-2 rounded-xl border border-dashed bg-card/50 px-6 py-12 text-center text-sm text-muted-foreground">
      {icon}
      <p>{children}</p>
    </div>
  );
}
