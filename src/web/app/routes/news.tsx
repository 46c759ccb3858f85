import { PageHeader } from "@/components/page-header";

export function NewsRoute() {
  return <PageHeader title="Noticias y Clipping" />;
}
