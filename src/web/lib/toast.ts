import type { ExternalToast } from "sonner";

/**
 * Toasts, with their library loaded after the first paint. A toast asked for earlier waits until the Toaster
 * is on screen (ToasterHost says so), so none is lost; the caller never waits.
 */
let markToasterReady: () => void = () => undefined;
const toasterReady = new Promise<void>((resolve) => {
  markToasterReady = resolve;
});

export const onToasterMounted = () => markToasterReady();

let toasterWanted: () => void = () => undefined;
/** The host is told when the first toast is asked for, so that the Toaster need not wait for idle time. */
export const onToastRequested = (listener: () => void) => {
  toasterWanted = listener;
};

const show = (kind: "success" | "error" | "warning", message: string, options?: ExternalToast) => {
  toasterWanted();
  void toasterReady.then(() => import("sonner")).then(({ toast: sonner }) => sonner[kind](message, options));
};

export const toast = {
  success: (message: string, options?: ExternalToast) => show("success", message, options),
  error: (message: string, options?: ExternalToast) => show("error", message, options),
  warning: (message: string, options?: ExternalToast) => show("warning", message, options),
};
