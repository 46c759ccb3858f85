import { PageHeader } from "@/components/page-header";
import { PlayerAssistant } from "@/features/assistant/components/player-assistant";

export function ApprovalsRoute() {
  return (
    <div className="space-y-6">
      <PageHeader title="Aprobaciones" />
      <PlayerAssistant />
    </div>
  );
}
