import { differenceFromBenchmark, ENGAGEMENT_BENCHMARK, engagementBarWidth } from "@shared/domain/engagement";
import type { PlayerSocial } from "@shared/schemas/player";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { formatPercent, formatPercentOrNoData, formatSignedPercent } from "@/lib/format";

export function EngagementPanel({ social }: { social: PlayerSocial }) {
  const rows = [
    { label: "Engagement global", value: social.engagementRate },
    { label: "Instagram ER", value: social.instagramEngagement },
    { label: "TikTok ER", value: social.tiktokEngagement },
  ];
  const difference = social.engagementRate === null ? null : differenceFromBenchmark(social.engagementRate);
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>
          <h3>Engagement</h3>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {rows.map((row) => (
          <div key={row.label} className="space-y-1.5">
            <div className="flex justify-between text-sm">
              <span>{row.label}</span>
              <span className={row.value === null ? "text-muted-foreground" : "font-semibold"}>
                {formatPercentOrNoData(row.value)}
              </span>
            </div>
            <Progress value={row.value === null ? 0 : engagementBarWidth(row.value)} label={row.label} />
          </div>
        ))}
        <div className="flex items-center justify-between rounded-lg bg-muted px-3 py-2 text-sm">
          <span>Promedio de la industria: {formatPercent(ENGAGEMENT_BENCHMARK)}</span>
          {difference !== null && (
            <span
              className={
                difference >= 0 ? "font-semibold text-[oklch(0.5_0.13_155)]" : "font-semibold text-destructive"
              }
            >
              {formatSignedPercent(difference)}
            </span>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
