import { AlertTriangle, ShieldCheck } from "lucide-react";

import { reputationOf, sentimentSplit } from "@shared/domain/sentiment";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { NO_DATA } from "@/lib/format";
import { cn } from "@/lib/utils";

/** `negativeNewsThisMonth` is null for a role that does not read the news: nothing is said of them then. */
type Props = { positive: number | null; negative: number | null; negativeNewsThisMonth: number | null };

export function SentimentPanel({ positive, negative, negativeNewsThisMonth }: Props) {
  const split = sentimentSplit(positive, negative);
  const label = reputationOf(positive);
  const rows = [
    { label: "Positivo", value: split.positive, bar: "bg-success" },
    { label: "Neutral", value: split.neutral, bar: "bg-muted-foreground/50" },
    { label: "Negativo", value: split.negative, bar: "bg-destructive" },
  ];
  return (
    <Card className="gap-4">
      <CardHeader className="flex flex-row items-center justify-between">
        <CardTitle>
          <h3>Sentimiento</h3>
        </CardTitle>
        {label && <Badge tone={label.tone}>{label.text}</Badge>}
      </CardHeader>
      <CardContent className="space-y-4">
        {rows.map((row) => (
          <div key={row.label} className="space-y-1.5">
            <div className="flex justify-between text-sm">
              <span>{row.label}</span>
              <span className={row.value === null ? "text-muted-foreground" : "font-semibold"}>
                {row.value === null ? NO_DATA : `${row.value}%`}
              </span>
            </div>
            <div className="h-2 overflow-hidden rounded-full bg-muted">
              <div className={cn("h-full rounded-full", row.bar)} style={{ width: `${row.value ?? 0}%` }} />
            </div>
          </div>
        ))}
        {negativeNewsThisMonth === null ? null : negativeNewsThisMonth === 0 ? (
          <p className="flex items-center gap-2 text-sm text-[oklch(0.45_0.12_155)]">
            <ShieldCheck className="size-4" /> Sin crisis detectadas este mes
          </p>
        ) : (
          <p className="flex items-center gap-2 text-sm text-destructive">
            <AlertTriangle className="size-4" />
            {negativeNewsThisMonth === 1
              ? "1 noticia negativa este mes"
              : `${negativeNewsThisMonth} noticias negativas este mes`}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
