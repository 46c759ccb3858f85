import { Link } from "react-router";

/** "Marcas / Zenit Sport": where a record's page sits, the first part a link back to its list. */
export function Breadcrumb({ parent, to, current }: { parent: string; to: string; current: string }) {
  return (
    <nav aria-label="Ruta" className="text-sm text-muted-foreground">
      <Link to={to} className="underline-offset-4 hover:text-foreground hover:underline">
        {parent}
      </Link>{" "}
      / <span className="break-words text-foreground">{current}</span>
    </nav>
  );
}
