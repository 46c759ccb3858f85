import { Search } from "lucide-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { Button } from "@/components/ui/button";

// The palette (and cmdk) load on first use, not with every screen's first paint.
const CommandPalette = lazy(() => import("./command-palette").then((m) => ({ default: m.CommandPalette })));

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
    return () => window.removeEventListener("keydown", onKeyDown);
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
        <kbd className="hidden rounded border bg-muted px-1.5 font-mono text-[10px] sm:inline">{isMac() ? "⌘K" : "Ctrl K"}</kbd>
      </Button>
      {used ? (
        <Suspense fallback={null}>
          <CommandPalette open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
