import { useCallback, useRef, useState } from "react";

import { QA_CHECKS } from "../checks";
import type { CheckOutcome, RunContext } from "../checks/types";

export type CheckState = { status: "waiting" } | { status: "running" } | ({ status: "done" } & CheckOutcome);

const initialStates = (): Record<string, CheckState> =>
  Object.fromEntries(QA_CHECKS.map((check) => [check.id, { status: "waiting" } as CheckState]));

/** Runs the seven checks one after another, each reporting as soon as it is done. */
export function useQaRun() {
  const [states, setStates] = useState<Record<string, CheckState> | null>(null);
  const [running, setRunning] = useState(false);
  const runId = useRef(0);

  const run = useCallback(async () => {
    const id = ++runId.current;
    setRunning(true);
    setStates(initialStates());
    const context: RunContext = { rendered: new Map() };
    for (const check of QA_CHECKS) {
      if (runId.current !== id) return;
      setStates((current) => ({ ...current, [check.id]: { status: "running" } }));
      let outcome: CheckOutcome;
      try {
        outcome = await check.run(context);
      } catch (error) {
        outcome = {
          passed: false,
          detail: `La comprobación falló: ${error instanceof Error ? error.message : String(error)}`,
        };
      }
      setStates((current) => ({ ...current, [check.id]: { status: "done", ...outcome } }));
    }
    if (runId.current === id) setRunning(false);
  }, []);

  const done = states ? Object.values(states).filter((state) => state.status === "done") : [];
  const passed = done.filter((state) => state.status === "done" && state.passed).length;
  return { run, running, states, finished: done.length, passed, total: QA_CHECKS.length };
}
