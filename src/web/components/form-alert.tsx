import type { ReactNode } from "react";

/**
 * What went wrong with a form, above its button. Darker than the destructive colour itself: text on its 10 % tint
 * must reach 4.5:1.
 */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-md bg-destructive/10 px-3 py-2 text-sm text-[oklch(0.48_0.19_27)]">
      {children}
    </p>
  );
}
