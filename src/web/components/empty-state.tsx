import type * as React from "react";

/** A list with nothing in it; `asHeading` when the message is all a page has to say (its h1). */
export function EmptyState({
  icon,
  children,
  asHeading = false,
}: {
  icon?: React.ReactNode;
  children: React.ReactNode;
  asHeading?: boolean;
}) {
  return (
    <div className="flex flex-col items-center justify-center gap-2 rounded-xl border border-dashed bg-card/50 px-6 py-12 text-center text-sm text-muted-foreground">
      {icon}
      {asHeading ? <h1 className="text-base font-medium text-foreground">{children}</h1> : <p>{children}</p>}
    </div>
  );
}
