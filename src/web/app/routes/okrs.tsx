import { PageHeader } from "@/components/page-header";

export function OkrsRoute() {
  return <PageHeader title="OKRs" description="Gestiona objetivos y resultados clave" />;
}
