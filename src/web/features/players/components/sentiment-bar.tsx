import { NO_DATA } from "@/lib/format";
import { cn } from "@/lib/utils";

export function SentimentBar({ value, className }: { value: number | null; className?: string }) {
  const tone = value === null ? "" : value >= 70 ? "bg-success" : value >= 40 ? "bg-warning" : "bg-destructive";
  return (
    <div className={cn("space-y-1", className)}>
      <div className="flex justify-between text-xs text-muted-foreground">
        <span>Sentimiento</span>
        <span>{value === null ? NO_DATA : `${value}%`}</span>
      </div>
      {value !== null && (
        <div
          role="meter"
          aria-label="Sentimiento"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={value}
          className="h-1.5 overflow-hidden rounded-full bg-muted"
        >
          <div className={cn("h-full rounded-full", tone)} style={{ width: `${value}%` }} />
        </div>
      )}
      {value === null && <div className="h-1.5 rounded-full bg-muted" aria-hidden="true" />}
    </div>
  );
}
