import { render, screen } from "@testing-library/react";

import { Toaster } from "@/components/ui/sonner";

/** The app's real Toaster in the document, so a test reads the toasts the agent would see. */
export function renderToaster() {
  render(<Toaster />);
}

/** A toast's text once it is on screen (toasts are shown after their library loads). */
export const findToast = (text: string) => screen.findByText(text);
