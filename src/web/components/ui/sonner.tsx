import { useEffect, type CSSProperties } from "react";
import { Toaster as Sonner } from "sonner";

import { useIsMobile } from "@/hooks/use-is-mobile";
import { onToasterMounted } from "@/lib/toast";

// Sonner's rich colours put text at about 4.2:1 on their tints; these reach 4.5:1 or more (WCAG AA).
const READABLE_TONES = {
  "--success-text": "hsl(140, 100%, 21%)",
  "--error-text": "hsl(358, 80%, 38%)",
  "--warning-text": "hsl(28, 90%, 28%)",
  "--info-text": "hsl(215, 90%, 38%)",
} as CSSProperties;

// SPEC: toasts stay 4000 ms and at most three are visible at once. On a phone they come from the top: at the
// bottom they cover the player app's sections and the assistant's button, and a thumb resting on one holds it.
export function Toaster() {
  const isMobile = useIsMobile();
  // Sonner subscribes in its own effect, which runs before this one: from here on no toast is missed.
  useEffect(() => onToasterMounted(), []);
  return (
    <Sonner
      position={isMobile ? "top-center" : "bottom-right"}
      duration={4000}
      visibleToasts={3}
      richColors
      closeButton
      style={READABLE_TONES}
    />
  );
}
