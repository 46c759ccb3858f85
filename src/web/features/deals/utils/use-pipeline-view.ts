import { useState } from "react";

export type PipelineView = "list" | "board";

const STORAGE_KEY = "palco.pipeline.view";

function storedView(): PipelineView {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === "board" ? "board" : "list";
  } catch {
    return "list";
  }
}

/** List or board, remembered by this browser. */
export function usePipelineView(): [PipelineView, (view: PipelineView) => void] {
  const [view, setView] = useState<PipelineView>(storedView);
  const choose = (next: PipelineView) => {
    setView(next);
    try {
      window.localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Private windows may refuse storage: the choice then lasts for this visit only.
    }
  };
  return [view, choose];
}
