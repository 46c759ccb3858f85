import { KeyRound } from "lucide-react";

import { useSingleSignOn } from "../api/single-sign-on";
import { OtherWayInButton } from "./other-way-in-button";

/** "Entrar con {the agency's provider}", under a password form that stays the other way in. */
export function SingleSignOnButton({ label, then }: { label: string; then: string }) {
  const start = useSingleSignOn();
  // Busy until the browser has left for the provider, not only while the request is out.
  return (
    <OtherWayInButton
      icon={<KeyRound />}
      busy={start.isPending || start.isSuccess}
      error={start.error}
      onClick={() => start.mutate(then)}
    >
      Entrar con {label}
    </OtherWayInButton>
  );
}
