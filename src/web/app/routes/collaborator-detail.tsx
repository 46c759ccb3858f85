import { useParams } from "react-router";

import { Breadcrumb } from "@/components/breadcrumb";
import { paths } from "@/config/paths";
import { SettlementView } from "@/features/settlements/components/settlement-view";

export function CollaboratorDetailRoute() {
  const { id = "" } = useParams();
  return (
    <div className="space-y-4">
      <Breadcrumb parent="Colaboradores" to={paths.collaborators} current="Liquidación" />
      <SettlementView key={id} collaboratorId={id} />
    </div>
  );
}
