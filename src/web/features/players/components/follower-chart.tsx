import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

import { abbreviateFollowers } from "@shared/domain/followers";
import type { FollowerPoint } from "@shared/schemas/player-overview";
import { formatInteger, formatMonthLabel } from "@/lib/format";

const series = [
  { key: "instagram", name: "Instagram", color: "oklch(0.6 0.2 350)" },
  { key: "tiktok", name: "TikTok", color: "oklch(0.3 0.03 260)" },
  { key: "x", name: "X", color: "oklch(0.6 0.12 240)" },
  { key: "youtube", name: "YouTube", color: "oklch(0.6 0.22 27)" },
] as const;

// Snapshots fall on the 1st of a month; the last point is today's figure.
const pointLabel = (iso: string) => (iso.endsWith("-01") ? formatMonthLabel(iso) : "Hoy");

/** Loaded lazily: the charting library is the heaviest dependency of the app. */
export default function FollowerChart({ history }: { history: FollowerPoint[] }) {
  return (
    <ResponsiveContainer width="100%" height={280}>
      <LineChart data={history} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
        <XAxis dataKey="month" tickFormatter={pointLabel} tick={{ fontSize: 12 }} />
        <YAxis tickFormatter={abbreviateFollowers} tick={{ fontSize: 12 }} width={48} />
        <Tooltip
          labelFormatter={(value) => pointLabel(String(value))}
          formatter={(value) => formatInteger(Number(value))}
        />
        <Legend />
        {series.map((line) => (
          <Line
            key={line.key}
            type="monotone"
            dataKey={line.key}
            name={line.name}
            stroke={line.color}
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    </ResponsiveContainer>
  );
}
