import { AtSign, Camera, CirclePlay, Music2, type LucideIcon } from "lucide-react";

import { abbreviateFollowers } from "@shared/domain/followers";
import type { PlayerOverview } from "@shared/schemas/player-overview";
import { Card } from "@/components/ui/card";

const networks: { key: "instagram" | "tiktok" | "x" | "youtube"; label: string; icon: LucideIcon }[] = [
  { key: "instagram", label: "Instagram", icon: Camera },
  { key: "tiktok", label: "TikTok", icon: Music2 },
  { key: "x", label: "X", icon: AtSign },
  { key: "youtube", label: "YouTube", icon: CirclePlay },
];

export function SocialCards({ overview }: { overview: PlayerOverview }) {
  return (
    <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {networks.map(({ key, label, icon: Icon }) => {
        const growth = overview.growth[key];
        return (
          <Card key={key} className="gap-2 p-5" data-testid="social-card">
            <div className="flex items-center gap-2 text-sm text-muted-foreground">
              <Icon className="size-4" />
              <h3>{label}</h3>
            </div>
            <p className="text-2xl font-bold">{abbreviateFollowers(overview.player.social[key])}</p>
            <p
              className={
                growth !== null && growth > 0
                  ? "text-xs font-medium text-[oklch(0.5_0.13_155)]"
                  : "text-xs text-muted-foreground"
              }
            >
              {growth === null
                ? "Sin datos del mes anterior"
                : `${growth >= 0 ? "+" : ""}${Math.round(growth)}% este mes`}
            </p>
          </Card>
        );
      })}
    </div>
  );
}
