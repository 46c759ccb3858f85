import { Link } from "react-router";

import { cn } from "@/lib/utils";

type BreadcrumbProps = { parent: string; to: string; current: string; className?: string };

/** "Marcas / Zenit Sport": where a record's page sits, the first part a link back to its list. */
export function Breadcrumb({ parent, to, current, className }: BreadcrumbProps) {
  return (
    <nav aria-label="Ruta" className={cn("text-sm text-muted-foreground", className)}>
      <Link to={to} className="underline-offset-4 hover:text-foreground hover:underline">
        {parent}
      </Link>{" "}
      /{" "}
      <span aria-current="page" className="text-foreground">
        {current}
      </span>
    </nav>
  );
}
