import { HandCoins } from "lucide-react";
import { Link } from "react-router";

import { Card } from "@/components/ui/card";
import { paths } from "@/config/paths";
import { formatEuros } from "@/lib/format";

import { useNetFigures } from "../api/settlements";

/** The year's commissions as the agency keeps them: gross, what collaborators are owed of it, and the net. */
export function NetCommissionsNote({ year }: { year: number }) {
  const net = useNetFigures({ from: `${year}-01-01`, to: `${year}-12-31` });
  if (!net.data) return null;
  const { gross, sharedOut } = net.data;
  return (
    <Card className="flex-row flex-wrap items-center gap-x-6 gap-y-2 px-5 py-4 text-sm" data-testid="net-commissions">
      <HandCoins className="size-5 text-muted-foreground" aria-hidden="true" />
      <p>
        <span className="text-muted-foreground">Neto {year} tras repartos: </span>
        <span className="font-semibold tabular-nums">{formatEuros(net.data.net)}</span>
      </p>
      <p className="text-muted-foreground">
        {formatEuros(gross)} brutos ·{" "}
        {sharedOut > 0 ? `${formatEuros(sharedOut)} para colaboradores` : "sin repartos con colaboradores"}
      </p>
      <Link to={paths.collaborators} className="font-medium text-primary underline-offset-4 hover:underline">
        Ver colaboradores
      </Link>
    </Card>
  );
}
