import { IdCard, UserX } from "lucide-react";
import { useState } from "react";

import { licenceProblem, mayHoldLicence } from "@shared/domain/agent-licence";
import { agencyToday } from "@shared/domain/calendar-day";
import { MEMBER_ROLE_LABELS, MEMBER_ROLES, type MemberRole } from "@shared/domain/team-roles";
import { requiresTwoFactor } from "@shared/domain/two-factor";
import type { Member, Team } from "@shared/schemas/team";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { NativeSelect } from "@/components/ui/native-select";
import { formatDate, formatDateTime } from "@/lib/format";
import { toast } from "@/lib/toast";

import { useUpdateMember, useWithdrawInvitation } from "../api/team";
import { DeactivateMemberDialog } from "./deactivate-member-dialog";
import { LicenceDialog } from "./licence-dialog";

/** Whether the member signs in with a second factor; a role that requires it and lacks it stands out. */
function TwoFactorLine({ member }: { member: Member }) {
  if (member.twoFactorEnabled)
    return <p className="text-xs text-muted-foreground">Verificación en dos pasos activada</p>;
  if (!requiresTwoFactor(member.role)) return null;
  return (
    <p className="text-xs">
      <Badge tone="warning">Falta la verificación en dos pasos</Badge>
    </p>
  );
}

/** The member's FIFA licence as it stands today: what Palco lets them do as an agent depends on it. */
function LicenceLine({ member }: { member: Member }) {
  const problem = licenceProblem(member, agencyToday());
  if (problem === "missing")
    return <p className="text-xs text-muted-foreground">Sin licencia FIFA: no actúa como agente</p>;
  return (
    <p className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
      Licencia FIFA {member.licenceNumber}
      {member.licenceExpiry ? ` · caduca el ${formatDate(member.licenceExpiry)}` : ""}
      {problem === "expired" ? <Badge tone="destructive">Caducada</Badge> : null}
    </p>
  );
}

function RoleControl({ member, canManage }: { member: Member; canManage: boolean }) {
  const update = useUpdateMember();
  if (!canManage || member.isOwner || !member.active)
    return <Badge tone="outline">{MEMBER_ROLE_LABELS[member.role]}</Badge>;
  return (
    <NativeSelect
      aria-label={`Rol de ${member.name}`}
      value={member.role}
      disabled={update.isPending}
      className="w-44"
      onChange={(event) =>
        update.mutate(
          { id: member.id, role: event.target.value as MemberRole },
          {
            onSuccess: (changed) => toast.success(`${changed.name} ahora es ${MEMBER_ROLE_LABELS[changed.role]}`),
            onError: (error) => toast.error("No se pudo cambiar el rol", { description: error.message }),
          },
        )
      }
    >
      {MEMBER_ROLES.map((role) => (
        <option key={role} value={role}>
          {MEMBER_ROLE_LABELS[role]}
        </option>
      ))}
    </NativeSelect>
  );
}

function ReactivateButton({ member }: { member: Member }) {
  const update = useUpdateMember();
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={update.isPending}
      onClick={() =>
        update.mutate(
          { id: member.id, active: true },
          {
            onSuccess: () => toast.success(`${member.name} puede volver a entrar`),
            onError: (error) => toast.error("No se pudo reactivar", { description: error.message }),
          },
        )
      }
    >
      Reactivar
    </Button>
  );
}

/** The agency's members and pending invitations; dirección changes roles, deactivates and withdraws links. */
export function TeamMembers({ team, canManage, viewerId }: { team: Team; canManage: boolean; viewerId: string }) {
  const [leaving, setLeaving] = useState<Member | null>(null);
  const [licensing, setLicensing] = useState<Member | null>(null);
  const withdraw = useWithdrawInvitation();
  const active = team.members.filter((member) => member.active);
  return (
    <div className="space-y-4">
      <ul className="divide-y rounded-lg border" aria-label="Miembros del equipo">
        {team.members.map((member) => (
          <li
            key={member.id}
            className="flex flex-wrap items-center justify-between gap-3 px-3 py-3"
            data-testid="team-member"
          >
            <div className="min-w-0">
              <p className="flex flex-wrap items-center gap-2 font-medium">
                {member.name}
                {member.isOwner ? <Badge tone="muted">Propietario</Badge> : null}
                {member.active ? null : <Badge tone="destructive">Desactivado</Badge>}
              </p>
              <p className="text-sm break-all text-muted-foreground">{member.email}</p>
              {mayHoldLicence(member.role) ? <LicenceLine member={member} /> : null}
              {member.active ? <TwoFactorLine member={member} /> : null}
              <p className="text-xs text-muted-foreground">
                {member.lastSeenAt ? `Última conexión: ${formatDateTime(member.lastSeenAt)}` : "Aún no ha entrado"}
              </p>
            </div>
            <div className="flex items-center gap-2">
              <RoleControl member={member} canManage={canManage} />
              {canManage && member.active && mayHoldLicence(member.role) ? (
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-11"
                  aria-label={`Licencia de ${member.name}`}
                  onClick={() => setLicensing(member)}
                >
                  <IdCard />
                </Button>
              ) : null}
              {canManage && !member.isOwner && member.id !== viewerId ? (
                member.active ? (
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-11 text-destructive hover:text-destructive"
                    aria-label={`Desactivar a ${member.name}`}
                    onClick={() => setLeaving(member)}
                  >
                    <UserX />
                  </Button>
                ) : (
                  <ReactivateButton member={member} />
                )
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      {team.invitations.length > 0 ? (
        <div className="space-y-2">
          <h3 className="text-sm font-semibold">Invitaciones pendientes</h3>
          <ul className="divide-y rounded-lg border" aria-label="Invitaciones pendientes">
            {team.invitations.map((invitation) => (
              <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
                <div className="min-w-0">
                  <p className="text-sm font-medium break-all">{invitation.email}</p>
                  <p className="text-xs text-muted-foreground">
                    {MEMBER_ROLE_LABELS[invitation.role]} · caduca el {formatDate(invitation.expiresAt)}
                  </p>
                </div>
                {canManage ? (
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={withdraw.isPending}
                    onClick={() =>
                      withdraw.mutate(invitation.id, {
                        onSuccess: () => toast.success("Invitación retirada"),
                        onError: (error) => toast.error("No se pudo retirar", { description: error.message }),
                      })
                    }
                  >
                    Retirar
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <DeactivateMemberDialog
        member={leaving}
        heirs={active.filter((member) => member.id !== leaving?.id)}
        onClose={() => setLeaving(null)}
      />
      <LicenceDialog member={licensing} onClose={() => setLicensing(null)} />
    </div>
  );
}
