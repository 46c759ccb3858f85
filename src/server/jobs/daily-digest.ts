import { and, eq, isNull, lt, sql } from "drizzle-orm";

import { formatEuros } from "../../shared/domain/euros";
import { isMemberRole, roleMay, type TeamResource } from "../../shared/domain/team-roles";
import { isActiveMember } from "../auth/active-members";
import { user } from "../auth/table";
import type { DbExecutor } from "../db/lib/executor";
import { composeMail } from "../mail/mailer";
import { countApprovals } from "../modules/approvals";
import { commissions } from "../modules/commissions/table";
import { listEvents } from "../modules/events";
import { alertDeliveries } from "../modules/notifications/alert-deliveries-table";
import { agentSettings } from "../modules/settings/table";
import { countDueTasks } from "../modules/tasks";
import type { AlertClock } from "../views/alerts/queries";

/** The agency's wall-clock hour now. */
function hourIn(clock: AlertClock): number {
  const hour = new Intl.DateTimeFormat("en-GB", { timeZone: clock.timeZone, hour: "2-digit", hourCycle: "h23" }).format(
    clock.now,
  );
  return Number(hour);
}

const plural = (count: number, one: string, many: string) => (count === 1 ? `1 ${one}` : `${count} ${many}`);

/** Today's summary: the day's events, what is late (tasks, money) and what waits for the player's approval. */
async function digestMail(
  db: DbExecutor,
  agent: { email: string; name: string; role: string },
  clock: AlertClock,
  publicUrl: string,
) {
  // Each line is about a resource: a member is told only of what their role reads.
  const reads = (resource: TeamResource) => isMemberRole(agent.role) && roleMay(agent.role, resource, "read");
  const [events, tasks, approvals, owed] = await Promise.all([
    listEvents(db, { from: clock.today, to: clock.today, limit: 20 }),
    countDueTasks(db, clock.today),
    countApprovals(db),
    db
      .select({
        count: sql<number>`count(*)::int`,
        amount: sql<number>`coalesce(sum(${commissions.amount} - ${commissions.paidAmount}), 0)::float8`,
      })
      .from(commissions)
      .where(
        and(
          isNull(commissions.archivedAt),
          sql`${commissions.amount} > ${commissions.paidAmount}`,
          lt(commissions.dueDate, clock.today),
        ),
      ),
  ]);
  const agenda = !reads("events")
    ? null
    : events.items.length === 0
      ? "Hoy no hay eventos en la agenda."
      : `Hoy: ${events.items.map((event) => `${event.time} ${event.title} (${event.playerName})`).join("; ")}.`;
  const late = !reads("commissions")
    ? null
    : owed[0]?.count
      ? `Cobros atrasados: ${plural(owed[0].count, "cuota", "cuotas")} por ${formatEuros(owed[0].amount)}.`
      : "No hay cobros atrasados.";
  return composeMail(
    agent.email,
    "Palco: tu resumen de hoy",
    [
      `Hola, ${agent.name}:`,
      agenda,
      reads("tasks")
        ? `Tareas: ${plural(tasks.today, "para hoy", "para hoy")}, ${plural(tasks.overdue, "vencida", "vencidas")}.`
        : null,
      late,
      !reads("approvals")
        ? null
        : approvals.pending > 0
          ? `Esperan la aprobación del jugador: ${plural(approvals.pending, "solicitud", "solicitudes")}.`
          : "Nada espera la aprobación del jugador.",
    ].filter((line): line is string => line !== null),
    { label: "Abrir Palco", url: `${publicUrl}/dashboard` },
  );
}

/**
 * The daily summaries due by now: an agent who chose an hour gets one per day, from that hour on (a Palco that was
 * down at that hour sends it when it is back the same day). Claimed like an alert, keyed by the day.
 */
export async function claimDailyDigests(db: DbExecutor, clock: AlertClock, publicUrl: string) {
  const agents = await db
    .select({ id: user.id, email: user.email, name: user.name, role: user.role, hour: agentSettings.digestHour })
    .from(user)
    .innerJoin(agentSettings, eq(agentSettings.userId, user.id))
    .where(isActiveMember);
  const due = agents.filter((agent) => agent.hour !== null && hourIn(clock) >= agent.hour);
  const mails = [];
  for (const agent of due) {
    const claimed = await db
      .insert(alertDeliveries)
      .values({ userId: agent.id, channel: "email", alertKey: `digest:${clock.today}` })
      .onConflictDoNothing()
      .returning({ key: alertDeliveries.alertKey });
    if (claimed.length > 0) mails.push(await digestMail(db, agent, clock, publicUrl));
  }
  return mails;
}
