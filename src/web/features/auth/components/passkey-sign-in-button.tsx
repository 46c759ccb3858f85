import { Fingerprint, Loader2 } from "lucide-react";

import { FormAlert } from "@/components/form-alert";
import { Button } from "@/components/ui/button";
import { browserHasPasskeys } from "@/lib/webauthn";

import { usePasskeySignIn } from "../api/passkey-sign-in";

/** "Entrar con una llave de acceso": the device's lock instead of the password, for whoever added one. */
export function PasskeySignInButton({ onSignedIn }: { onSignedIn: () => void }) {
  const signIn = usePasskeySignIn();
  if (!browserHasPasskeys()) return null;
  return (
    <div className="grid gap-3">
      <Button
        type="button"
        variant="outline"
        className="w-full"
        disabled={signIn.isPending}
        onClick={() => signIn.mutate(undefined, { onSuccess: onSignedIn })}
      >
        {signIn.isPending ? <Loader2 className="animate-spin" /> : <Fingerprint />}
        Entrar con una llave de acceso
      </Button>
      {signIn.error ? <FormAlert>{signIn.error.message}</FormAlert> : null}
    </div>
  );
}
