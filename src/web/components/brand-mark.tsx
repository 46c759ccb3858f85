import { cn } from "@/lib/utils";

export function BrandMark({ className }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={cn(
        "flex size-9 shrink-0 items-center justify-center rounded-lg bg-sidebar-primary font-bold text-sidebar-primary-foreground shadow-sm",
        className,
      )}
    >
      P
    </div>
  );
}

/** The mark with Palco's name and tagline, as the pages outside the console head themselves. */
export function BrandLockup({ className }: { className?: string }) {
  return (
    <div className={cn("flex items-center gap-3 text-sidebar-foreground", className)}>
      <BrandMark />
      <div>
        <p className="text-lg leading-tight font-semibold text-white">Palco</p>
        <p className="text-xs text-sidebar-muted">Elite Management</p>
      </div>
    </div>
  );
}
