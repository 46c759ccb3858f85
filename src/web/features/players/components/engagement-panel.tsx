import {
  differenceFromBenchmark,
  ENGAGEMENT_BENCHMARK,
  engagementBarWidth,
  INSTAGRAM_ER_OFFSET,
  roundOneDecimal,
  TIKTOK_ER_OFFSET,
} from "@shared/domain/engagement";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { formatPercent, formatSignedPercent } from "@/lib/format";

export function EngagementPanel({ rate }: { rate: number }) {
  const rows = [
    { label: "Engagement global", value: rate },
    { label: "Instagram ER", value: roundOneDecimal(rate + INSTAGRAM_ER_OFFSET) },
    { label: "TikTok ER", value: roundOneDecimal(rate + TIKTOK_ER_OFFSET) },
  ];
  const difference = differenceFromBenchmark(rate);
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle><h3>Engagement</h3></CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {rows.map((row) => (
          <div key={row.label} className="space-y-1.5">
            <div className="flex justify-between text-sm">
              <span>{row.label}</span>
              <span className="font-semibold">{formatPercent(row.value)}</span>
            </div>
            <Progress value={engagementBarWidth(row.value)} label={row.label} />
          </div>
        ))}
        <div className="flex items-center justify-between rounded-lg bg-muted px-3 py-2 text-sm">
          <span>Promedio de la industria: {formatPercent(ENGAGEMENT_BENCHMARK)}</span>
          <span className={difference >= 0 ? "font-semibold text-[oklch(0.5_0.13_155)]" : "font-semibold text-destructive"}>
            {formatSignedPercent(difference)}
          </span>
        </div>
      </CardContent>
    </Card>
  );
}
