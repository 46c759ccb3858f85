import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { FullPageSpinner } from "@/components/full-page-spinner";
import { useSession } from "@/lib/session";
import { useDocumentTitle } from "../document-title";
import { AppShell } from "../layout/app-layout";

function NotFoundMessage() {
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

/** An unknown address: inside the shell for a signed-in agent (the menu is the way on), alone for anyone else. */
export function NotFoundRoute() {
  useDocumentTitle("Página no encontrada");
  const location = useLocation();
  const session = useSession();

  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", location.pathname);
  }, [location.pathname]);

  if (session.isPending) return <FullPageSpinner />;
  if (session.data) {
    return (
      <AppShell>
        <div className="flex min-h-[60svh] items-center justify-center">
          <NotFoundMessage />
        </div>
      </AppShell>
    );
  }
  return (
    <main className="flex min-h-svh items-center justify-center bg-muted">
      <NotFoundMessage />
    </main>
  );
}
