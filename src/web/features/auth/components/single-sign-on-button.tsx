import { KeyRound, Loader2 } from "lucide-react";

import { Button } from "@/components/ui/button";

import { useSingleSignOn } from "../api/single-sign-on";

/** "Entrar con {the agency's provider}", under a password form that stays the other way in. */
export function SingleSignOnButton({ label, then }: { label: string; then: string }) {
  const start = useSingleSignOn();
  return (
    <div className="grid gap-3">
      <p className="flex items-center gap-3 text-xs text-muted-foreground before:h-px before:flex-1 before:bg-border after:h-px after:flex-1 after:bg-border">
        o
      </p>
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
      {start.error ? (
        <p role="alert" className="rounded-md bg-destructive/10 px-3 py-2 text-sm text-destructive">
          {start.error.message}
        </p>
      ) : null}
    </div>
  );
}
