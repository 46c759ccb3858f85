import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";

import { cn } from "@/lib/utils";

export const badgeVariants = cva(
  "inline-flex w-fit shrink-0 items-center gap-1 rounded-md border px-2 py-0.5 text-xs font-medium whitespace-nowrap [&>svg]:size-3",
  {
    variants: {
      tone: {
        default: "border-transparent bg-primary text-primary-foreground",
        secondary: "border-transparent bg-secondary text-secondary-foreground",
        outline: "text-foreground",
        success: "border-transparent bg-success/15 text-[oklch(0.42_0.12_155)]",
        warning: "border-transparent bg-warning/20 text-[oklch(0.45_0.11_70)]",
        muted: "border-transparent bg-muted text-muted-foreground",
        // Darker than the destructive colour itself: text on its 12 % tint must reach 4.5:1.
        destructive: "border-transparent bg-destructive/12 text-[oklch(0.48_0.19_27)]",
      },
    },
    defaultVariants: { tone: "secondary" },
  },
);

export function Badge({
  className,
  tone,
  ...props
}: React.ComponentProps<"span"> & VariantProps<typeof badgeVariants>) {
  return <span data-slot="badge" className={cn(badgeVariants({ tone }), className)} {...props} />;
}
