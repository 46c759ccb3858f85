import { PageHeader } from "@/components/page-header";
import { CollaboratorList } from "@/features/settlements/components/collaborator-list";

export function CollaboratorsRoute() {
  return (
    <div className="space-y-6">
      <PageHeader
        title="Colaboradores"
        description="Quién más cobra parte de los honorarios: agentes con quien se comparte, ojeadores y miembros del equipo"
      />
      <CollaboratorList />
    </div>
  );
}
