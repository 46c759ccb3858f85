import { PageHeader } from "@/components/page-header";

export function CalendarRoute() {
  return <PageHeader title="Calendario Global" />;
}
