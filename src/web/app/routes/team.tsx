import type * as React from "react";

import { roleMay } from "@shared/domain/team-roles";
import { ErrorState } from "@/components/error-state";
import { PageHeader } from "@/components/page-header";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useTeam } from "@/features/team/api/team";
import { InviteMemberForm } from "@/features/team/components/invite-member-form";
import { RoleGuide } from "@/features/team/components/role-guide";
import { TeamMembers } from "@/features/team/components/team-members";
import { useSession } from "@/lib/session";

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <Card className="gap-4 p-5 sm:p-6" aria-labelledby={id} role="region">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </Card>
  );
}

/** /equipo: who works at the agency and with which role; dirección invites, changes roles and deactivates. */
export function TeamRoute() {
  const team = useTeam();
  const session = useSession();
  const viewer = session.data?.user;
  const canManage = viewer ? roleMay(viewer.role, "team", "edit") : false;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader title="Equipo" description="Quién trabaja en la agencia y qué puede ver y hacer cada uno" />
      {canManage ? (
        <Section id="team-invite" title="Invitar a alguien">
          <InviteMemberForm />
        </Section>
      ) : null}
      <Section id="team-members" title="Miembros">
        {team.isPending ? (
          <div aria-busy="true">
            <p className="sr-only" role="status">
              Cargando el equipo...
            </p>
            <Skeleton className="h-40 rounded-lg" />
          </div>
        ) : team.isError ? (
          <ErrorState message="No se pudo cargar el equipo." onRetry={() => void team.refetch()} />
        ) : (
          <TeamMembers team={team.data} canManage={canManage} viewerId={viewer?.id ?? ""} />
        )}
      </Section>
      <Section id="team-roles" title="Roles">
        <RoleGuide />
      </Section>
    </div>
  );
}
