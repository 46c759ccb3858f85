import { PageHeader } from "@/components/page-header";

export function DocumentsRoute() {
  return <PageHeader title="Documentos" />;
}
