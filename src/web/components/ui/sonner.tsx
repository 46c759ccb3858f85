import { Toaster as Sonner } from "sonner";

// SPEC: toasts stay 4000 ms and at most three are visible at once.
export function Toaster() {
  return <Sonner position="bottom-right" duration={4000} visibleToasts={3} richColors closeButton />;
}
