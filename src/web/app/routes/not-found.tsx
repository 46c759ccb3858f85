import { useEffect } from "react";
import { Link, useLocation } from "react-router";

import { useDocumentTitle } from "../document-title";

/** SPEC's 404; the router places it in the shell or alone (layout/unknown-address.tsx). */
export function NotFoundRoute() {
  useDocumentTitle("Página no encontrada");
  const location = useLocation();

  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", location.pathname);
  }, [location.pathname]);

  return (
    <div className="text-center">
      <h1 className="mb-4 text-4xl font-bold">404</h1>
      <p className="mb-4 text-xl text-muted-foreground">Oops! Page not found</p>
      <Link to="/" className="text-primary underline hover:text-primary/80">
        Return to Home
      </Link>
    </div>
  );
}
