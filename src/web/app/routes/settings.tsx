import { PageHeader } from "@/components/page-header";

export function SettingsRoute() {
  return <PageHeader title="Configuración" />;
}
