import { licenceProblem } from "@shared/domain/agent-licence";
import { agencyToday } from "@shared/domain/calendar-day";
import type { Member } from "@shared/schemas/team";
import { formatDate } from "@/lib/format";

const problemOf = (member: Member) => licenceProblem(member, agencyToday());

/** "Ana Pérez · Licencia 202301-1234", or why the server would refuse them as the agent. */
export function agentOptionLabel(member: Member): string {
  const problem = problemOf(member);
  const licence =
    problem === "missing"
      ? "sin licencia FIFA"
      : problem === "expired"
        ? `licencia caducada el ${formatDate(member.licenceExpiry ?? "")}`
        : `Licencia ${member.licenceNumber ?? ""}`;
  return `${member.name}${member.isOwner ? " (titular)" : ""} · ${licence}`;
}

/** Whoever signs the mandate when they hold an active licence, else the owner. */
export function preferredAgent(members: Member[], signedInId: string | undefined): Member | undefined {
  const me = members.find((member) => member.id === signedInId);
  if (me && problemOf(me) === null) return me;
  return members.find((member) => member.isOwner);
}
