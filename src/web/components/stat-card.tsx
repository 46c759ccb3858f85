import type { LucideIcon } from "lucide-react";

import { Card } from "@/components/ui/card";

type StatCardProps = { title: string; value: string; detail: string; icon: LucideIcon; positive?: boolean };

export function StatCard({ title, value, detail, icon: Icon, positive }: StatCardProps) {
  return (
    <Card className="gap-3 p-5" data-testid="stat-card">
      <div className="flex items-center justify-between text-sm text-muted-foreground">
        <h2>{title}</h2>
        <Icon className="size-4" />
      </div>
      <p className="text-3xl font-bold tracking-tight">{value}</p>
      <p className={positive ? "text-xs font-medium text-[oklch(0.5_0.13_155)]" : "text-xs text-muted-foreground"}>
        {detail}
      </p>
    </Card>
  );
}
