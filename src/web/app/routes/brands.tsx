import { PageHeader } from "@/components/page-header";

export function BrandsRoute() {
  return <PageHeader title="Marcas" />;
}
