import { PageHeader } from "@/components/page-header";

export function QaRunnerRoute() {
  return <PageHeader title="QA Runner" />;
}
