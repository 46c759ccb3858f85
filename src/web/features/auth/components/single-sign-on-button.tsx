import { KeyRound, Loader2 } from "lucide-react";

import { FormAlert } from "@/components/form-alert";
import { Button } from "@/components/ui/button";

import { useSingleSignOn } from "../api/single-sign-on";

/** "Entrar con {the agency's provider}", under a password form that stays the other way in. */
export function SingleSignOnButton({ label, then }: { label: string; then: string }) {
  const start = useSingleSignOn();
  return (
    <div className="grid gap-3">
      <Button
        type="button"
        variant="outline"
        className="w-full"
        disabled={start.isPending || start.isSuccess}
        onClick={() => start.mutate(then)}
      >
        {start.isPending || start.isSuccess ? <Loader2 className="animate-spin" /> : <KeyRound />}
        Entrar con {label}
      </Button>
      {start.error ? <FormAlert>{start.error.message}</FormAlert> : null}
    </div>
  );
}
