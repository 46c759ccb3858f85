import { PageHeader } from "@/components/page-header";

export function ApprovalsRoute() {
  return <PageHeader title="Aprobaciones" />;
}
