import type * as React from "react";

import { cn } from "@/lib/utils";

export function Skeleton({ className, role, ...props }: React.ComponentProps<"div">) {
  // A name on a bare div is prohibited ARIA: a named placeholder says it is loading as a status.
  const named = props["aria-label"] !== undefined || props["aria-labelledby"] !== undefined;
  return (
    <div
      data-slot="skeleton"
      role={role ?? (named ? "status" : undefined)}
      className={cn("animate-pulse rounded-md bg-muted", className)}
      {...props}
    />
  );
}
