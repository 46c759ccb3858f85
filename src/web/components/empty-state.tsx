import type * as React from "react";

/** A list with nothing in it; `asHeading` when the message is all a page has to say (its h1). */
export function EmptyState({
  icon,
  children,
  asHeading = false,
  action,
}: {
  icon?: React.ReactNode;
  children: React.ReactNode;
  asHeading?: boolean;
  /** The way forward from an empty list (its create button). */
  action?: React.ReactNode;
}) {
  return (
    <div className="flex flex-col items-center justify-center gap-2 rounded-xl border border-dashed bg-card/50 px-6 py-12 text-center text-sm text-muted-foreground">
      {icon}
      {asHeading ? <h1 className="text-base font-medium text-foreground">{children}</h1> : <p>{children}</p>}
      {action ? <div className="mt-2">{action}</div> : null}
    </div>
  );
}
