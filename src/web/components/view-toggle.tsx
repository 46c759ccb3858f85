import { Columns3, LayoutList } from "lucide-react";
import type * as React from "react";

import { Button } from "@/components/ui/button";

export type BoardView = "list" | "board";

type ViewOption<View extends string> = { value: View; label: string; icon: React.ReactNode };

const BOARD_VIEWS: ViewOption<BoardView>[] = [
  { value: "list", label: "Lista", icon: <LayoutList /> },
  { value: "board", label: "Tablero", icon: <Columns3 /> },
];

/** Buttons of which one is pressed: how a screen shows its records (Lista or Tablero by default). */
export function ViewToggle<View extends string = BoardView>({
  view,
  onChange,
  options = BOARD_VIEWS as unknown as ViewOption<View>[],
  label = "Vista",
}: {
  view: View;
  onChange: (view: View) => void;
  options?: ViewOption<View>[];
  label?: string;
}) {
  return (
    <div className="flex w-fit gap-1 rounded-lg border bg-card p-1 sm:ml-auto" role="group" aria-label={label}>
      {options.map((option) => (
        <Button
          key={option.value}
          size="sm"
          variant={view === option.value ? "secondary" : "ghost"}
          aria-pressed={view === option.value}
          onClick={() => onChange(option.value)}
        >
          {option.icon} {option.label}
        </Button>
      ))}
    </div>
  );
}
