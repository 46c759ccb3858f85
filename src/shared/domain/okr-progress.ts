import type { KeyResult } from "../schemas/okr";

/** current / target as a rounded percentage, capped at 100 (and never below 0). */
export function keyResultProgress(keyResult: Pick<KeyResult, "current" | "target">): number {
  if (!(keyResult.target > 0)) return 0;
  const percent = Math.round((keyResult.current / keyResult.target) * 100);
  return Math.min(100, Math.max(0, percent));
}

/** Rounded mean of the key results' progress; 0 when there are none. */
export function okrProgress(keyResults: Pick<KeyResult, "current" | "target">[]): number {
  if (keyResults.length === 0) return 0;
  const sum = keyResults.reduce((total, keyResult) => total + keyResultProgress(keyResult), 0);
  return Math.round(sum / keyResults.length);
}
