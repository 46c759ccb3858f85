import { Search } from "lucide-react";
import { lazy, Suspense, useEffect, useState } from "react";

import { Button } from "@/components/ui/button";
import { whenIdle } from "@/lib/idle";

// The palette (and cmdk) load once the first screen is drawn, not with its first paint.
const loadPalette = () => import("./command-palette");
const CommandPalette = lazy(() => loadPalette().then((m) => ({ default: m.CommandPalette })));

const isMac = () => typeof navigator !== "undefined" && /Mac|iPhone|iPad/.test(navigator.platform);

/** The top bar's search button and the Ctrl/Cmd+K shortcut that opens the command palette from any screen. */
export function SearchLauncher() {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "k") {
        event.preventDefault();
        setUsed(true);
        setOpen((current) => !current);
      }
    };
    window.addEventListener("keydown", onKeyDown);
    // Ready before the first Ctrl+K, so that no typed letter is lost while its code arrives.
    const cancelPreload = whenIdle(() => void loadPalette());
    return () => {
      window.removeEventListener("keydown", onKeyDown);
      cancelPreload();
    };
  }, []);

  return (
    <>
      <Button
        variant="outline"
        size="sm"
        className="gap-2 text-muted-foreground"
        aria-label="Buscar"
        aria-keyshortcuts={isMac() ? "Meta+K" : "Control+K"}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <Search />
        <span className="hidden sm:inline">Buscar</span>
        <kbd className="hidden rounded border bg-muted px-1.5 font-mono text-[10px] sm:inline">
          {isMac() ? "⌘K" : "Ctrl K"}
        </kbd>
      </Button>
      {used ? (
        <Suspense fallback={null}>
          <CommandPalette open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
