import { cleanup } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach } from "vitest";

// Each test starts from an empty document and no toast: sonner keeps its toasts in the module, and a Toaster
// mounted by the next test (or the next file, as files share a worker's modules) would show them again.
afterEach(() => {
  cleanup();
  toast.dismiss();
});
