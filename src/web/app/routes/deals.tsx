import { PageHeader } from "@/components/page-header";

export function DealsRoute() {
  return <PageHeader title="Pipeline de Patrocinios" />;
}
