import { Fingerprint } from "lucide-react";

import { browserHasPasskeys } from "@/lib/webauthn";

import { usePasskeySignIn } from "../api/passkey-sign-in";
import { OtherWayInButton } from "./other-way-in-button";

/** "Entrar con una llave de acceso": the device's lock instead of the password, for whoever added one. */
export function PasskeySignInButton({ onSignedIn }: { onSignedIn: () => void }) {
  const signIn = usePasskeySignIn();
  if (!browserHasPasskeys()) return null;
  return (
    <OtherWayInButton
      icon={<Fingerprint />}
      busy={signIn.isPending}
      error={signIn.error}
      onClick={() => signIn.mutate(undefined, { onSuccess: onSignedIn })}
    >
      Entrar con una llave de acceso
    </OtherWayInButton>
  );
}
