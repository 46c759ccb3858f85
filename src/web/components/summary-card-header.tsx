import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

/** A dashboard card's top line: its icon and title, and the link to the screen with the whole story. */
export function SummaryCardHeader({
  icon,
  title,
  to,
  linkLabel,
}: {
  icon: ReactNode;
  title: string;
  to: string;
  linkLabel: string;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        {icon}
        {title}
      </h2>
      <Link to={to} className="flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
        {linkLabel} <ArrowRight className="size-4" />
      </Link>
    </div>
  );
}
