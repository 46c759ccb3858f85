import { Columns3, LayoutList } from "lucide-react";

import { Button } from "@/components/ui/button";

export type BoardView = "list" | "board";

/** Lista or Tablero: how a pipeline shows its records. */
export function ViewToggle({ view, onChange }: { view: BoardView; onChange: (view: BoardView) => void }) {
  return (
    <div className="flex w-fit gap-1 rounded-lg border bg-card p-1 sm:ml-auto" role="group" aria-label="Vista">
      <Button
        size="sm"
        variant={view === "list" ? "secondary" : "ghost"}
        aria-pressed={view === "list"}
        onClick={() => onChange("list")}
      >
        <LayoutList /> Lista
      </Button>
      <Button
        size="sm"
        variant={view === "board" ? "secondary" : "ghost"}
        aria-pressed={view === "board"}
        onClick={() => onChange("board")}
      >
        <Columns3 /> Tablero
      </Button>
    </div>
  );
}
