import { useEffect } from "react";
import { Toaster as Sonner } from "sonner";
import { onToasterMounted } from "@/lib/toast";

// SPEC: toasts stay 4000 ms and at most three are visible at once.
export function Toaster() {
  // Sonner subscribes in its own effect, which runs before this one: from here on no toast is missed.
  useEffect(() => onToasterMounted(), []);
  return <Sonner position="bottom-right" duration={4000} visibleToasts={3} richColors closeButton />;
}
