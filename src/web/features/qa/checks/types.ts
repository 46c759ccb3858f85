import type { FrameReport } from "./render-in-frame";

export type CheckOutcome = { passed: boolean; detail: string };

/** What the checks share during one run: the screens the route check rendered are reused by the link check. */
export type RunContext = { rendered: Map<string, FrameReport> };

export type QaCheck = {
  id: string;
  name: string;
  description: string;
  run: (context: RunContext) => Promise<CheckOutcome>;
};

export const countText = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
