import { Loader2 } from "lucide-react";
import type { ReactNode } from "react";

import { FormAlert } from "@/components/form-alert";
import { Button } from "@/components/ui/button";

/** A way in beside the password form (the agency's provider, a passkey): the button, busy while it works, and why it failed. */
export function OtherWayInButton({
  icon,
  busy,
  error,
  onClick,
  children,
}: {
  icon: ReactNode;
  busy: boolean;
  error: Error | null;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-3">
      <Button type="button" variant="outline" className="w-full" disabled={busy} onClick={onClick}>
        {busy ? <Loader2 className="animate-spin" /> : icon}
        {children}
      </Button>
      {error ? <FormAlert>{error.message}</FormAlert> : null}
    </div>
  );
}
