import { AlertTriangle } from "lucide-react";
import { Component, type ErrorInfo, type ReactNode } from "react";

import { Button } from "@/components/ui/button";

const RELOADED_AT = "palco:recargado-por-codigo";
/** Within this time a second failed load is not reloaded again: the page would loop. */
const RELOAD_WINDOW_MS = 30_000;

/** The browser's words for a screen's code that could not be fetched (a restarted server, a new version). */
const isChunkLoadFailure = (error: unknown) =>
  error instanceof Error &&
  /dynamically imported module|Importing a module script failed|error loading dynamically imported|Failed to fetch/i.test(
    error.message,
  );

function reloadedRecently(): boolean {
  const at = Number(sessionStorage.getItem(RELOADED_AT) ?? 0);
  return Date.now() - at < RELOAD_WINDOW_MS;
}

type State = { failed: boolean };

/**
 * Keeps a screen that fails from leaving a blank page. Code that could not be loaded (the server restarted or was
 * updated, so the old file names are gone) reloads the page once by itself; anything else, or a second failure,
 * shows "Algo ha fallado" with "Recargar", inside the shell so the menu still works.
 */
export class ScreenErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (isChunkLoadFailure(error) && !reloadedRecently()) {
      sessionStorage.setItem(RELOADED_AT, String(Date.now()));
      window.location.reload();
      return;
    }
    console.error("Una pantalla ha fallado", error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" data-screen-error className="mx-auto flex max-w-md flex-col items-center gap-3 p-8 text-center">
        <AlertTriangle className="size-8 text-destructive" />
        <h1 className="text-xl font-semibold">Algo ha fallado</h1>
        <p className="text-sm text-muted-foreground">
          Esta pantalla no se ha podido mostrar. Puede que el servidor se haya reiniciado o actualizado; recarga para
          volver a intentarlo.
        </p>
        <Button onClick={() => window.location.reload()}>Recargar</Button>
      </div>
    );
  }
}
