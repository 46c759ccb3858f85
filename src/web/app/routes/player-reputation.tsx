import { lazy, Suspense } from "react";

import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { EngagementPanel } from "@/features/players/components/engagement-panel";
import { MediaCoverage } from "@/features/players/components/media-coverage";
import { SentimentPanel } from "@/features/players/components/sentiment-panel";
import { SocialCards } from "@/features/players/components/social-cards";

import { usePlayerOverviewContext } from "./player-layout";

const FollowerChart = lazy(() => import("@/features/players/components/follower-chart"));

export function PlayerReputationRoute() {
  const overview = usePlayerOverviewContext();
  return (
    <div className="space-y-6">
      <SocialCards overview={overview} />
      <div className="grid gap-4 lg:grid-cols-2">
        <EngagementPanel social={overview.player.social} />
        <SentimentPanel
          positive={overview.player.sentiment}
          negative={overview.player.sentimentNegative}
          negativeNewsThisMonth={overview.negativeNewsThisMonth}
        />
      </div>
      <Card className="gap-4">
        <CardHeader>
          <CardTitle>
            <h3>Evolución de seguidores</h3>
          </CardTitle>
        </CardHeader>
        <CardContent>
          {overview.followerHistory.length < 2 ? (
            <p className="py-6 text-center text-sm text-muted-foreground">
              Aún no hay histórico de seguidores para este jugador
            </p>
          ) : (
            <Suspense fallback={<Skeleton className="h-[280px]" />}>
              <FollowerChart history={overview.followerHistory} />
            </Suspense>
          )}
        </CardContent>
      </Card>
      <MediaCoverage news={overview.news} />
    </div>
  );
}
