import { Navigate, useNavigate } from "react-router";

import { FullPageSpinner } from "@/components/full-page-spinner";
import { paths } from "@/config/paths";
import { useSetupStatus } from "@/features/auth/api/get-setup-status";
import { AuthLayout } from "@/features/auth/components/auth-layout";
import { SetupForm } from "@/features/auth/components/setup-form";

import { useDocumentTitle } from "../document-title";

export function SetupRoute() {
  useDocumentTitle("Crear cuenta");
  const navigate = useNavigate();
  const setup = useSetupStatus();

  if (setup.isPending) return <FullPageSpinner />;
  if (setup.data && !setup.data.needsSetup) return <Navigate to={paths.login} replace />;

  return (
    <AuthLayout title="Crear cuenta" description="Crea la cuenta del agente para empezar a usar Palco.">
      <SetupForm
        onCreated={() => navigate(paths.dashboard, { replace: true })}
        sampleDataOffered={setup.data?.sampleDataOffered ?? false}
      />
    </AuthLayout>
  );
}
