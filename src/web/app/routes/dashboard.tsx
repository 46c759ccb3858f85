import { PageHeader } from "@/components/page-header";

export function DashboardRoute() {
  return <PageHeader title="Dashboard" description="Visión general de tu cartera de jugadores" />;
}
