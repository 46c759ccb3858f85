import { Navigate, useNavigate, useSearchParams } from "react-router";

import { SSO_REFUSALS, type SsoRefusal } from "@shared/schemas/auth";
import { FormAlert } from "@/components/form-alert";
import { FullPageSpinner } from "@/components/full-page-spinner";
import { paths } from "@/config/paths";
import { useSetupStatus } from "@/features/auth/api/get-setup-status";
import { AuthLayout } from "@/features/auth/components/auth-layout";
import { ForgottenPassword } from "@/features/auth/components/forgotten-password";
import { LoginForm } from "@/features/auth/components/login-form";
import { OrDivider } from "@/features/auth/components/or-divider";
import { PasskeySignInButton } from "@/features/auth/components/passkey-sign-in-button";
import { SingleSignOnButton } from "@/features/auth/components/single-sign-on-button";
import { ApiError } from "@/lib/api-client";
import { useSession } from "@/lib/session";
import { browserHasPasskeys } from "@/lib/webauthn";

import { useDocumentTitle } from "../document-title";

/** Only same-site paths are followed after sign-in, never another origin. */
function safeRedirect(value: string | null) {
  return value && value.startsWith("/") && !value.startsWith("//") ? value : paths.dashboard;
}

export function LoginRoute() {
  useDocumentTitle("Iniciar sesión");
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const session = useSession();
  const setup = useSetupStatus({ enabled: session.data === null });
  const redirectTo = safeRedirect(searchParams.get("redirect"));
  // The agency's provider said who the person is, and Palco refused them: said once, here.
  const refused = searchParams.get("sso");
  const refusal = refused && refused in SSO_REFUSALS ? SSO_REFUSALS[refused as SsoRefusal] : null;

  // A player already signed in goes to their own app.
  if (session.error instanceof ApiError && session.error.status === 403)
    return <Navigate to={paths.playerApp} replace />;
  if (session.isPending || (!session.data && setup.isPending)) return <FullPageSpinner />;
  if (session.data) return <Navigate to={redirectTo} replace />;
  if (setup.data?.needsSetup) return <Navigate to={paths.setup} replace />;

  return (
    <AuthLayout title="Iniciar sesión" description="Accede a tu panel de gestión de jugadores.">
      <div className="grid gap-4">
        {refusal ? <FormAlert>{refusal}</FormAlert> : null}
        <LoginForm onSignedIn={() => navigate(redirectTo, { replace: true })} />
        {setup.data?.singleSignOn || browserHasPasskeys() ? <OrDivider /> : null}
        {setup.data?.singleSignOn ? <SingleSignOnButton label={setup.data.singleSignOn} then={redirectTo} /> : null}
        <PasskeySignInButton onSignedIn={() => navigate(redirectTo, { replace: true })} />
        <ForgottenPassword mail={setup.data?.mail ?? false} />
      </div>
    </AuthLayout>
  );
}
