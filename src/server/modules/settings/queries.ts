import { eq, sql } from "drizzle-orm";

import { DEFAULT_DEAL_COMMISSION_PERCENT } from "../../../shared/domain/commissions";
import { menuTextTone } from "../../../shared/domain/menu-color";
import type { MenuAppearance } from "../../../shared/schemas/agent-preferences";
import {
  NOTIFICATION_KINDS,
  type AgentSettings,
  type CommissionDefaults,
  type NotificationKind,
  type NotificationPreferences,
  type Profile,
  type SettingsPart,
} from "../../../shared/schemas/agent-settings";
import { user } from "../../auth/table";
import type { DbExecutor } from "../../db/lib/executor";
import { agentSettings } from "./table";

function appearanceOf(color: string | null | undefined): MenuAppearance {
  return color ? { color, textTone: menuTextTone(color) } : null;
}

export async function getMenuAppearance(db: DbExecutor, userId: string): Promise<MenuAppearance> {
  const [row] = await db
    .select({ menuColor: agentSettings.menuColor })
    .from(agentSettings)
    .where(eq(agentSettings.userId, userId));
  return appearanceOf(row?.menuColor);
}

/** Saves (or, with null, clears) the agent's menu colour; `color` must already be a validated CSS colour. */
export async function setMenuColor(db: DbExecutor, userId: string, color: string | null): Promise<MenuAppearance> {
  await db
    .insert(agentSettings)
    .values({ userId, menuColor: color })
    .onConflictDoUpdate({ target: agentSettings.userId, set: { menuColor: color, updatedAt: sql`now()` } });
  return appearanceOf(color);
}

const NOTIFICATION_COLUMNS = {
  crisis: "notifyNegativeSentiment",
  contracts: "notifyContractExpiry",
  opportunities: "notifyNewOpportunities",
  events: "notifyUpcomingEvents",
  market: "notifyMarket",
  tasks: "notifyTasks",
  money: "notifyMoney",
  approvals: "notifyApprovals",
  papers: "notifyPapers",
} as const satisfies Record<NotificationKind, keyof typeof agentSettings.$inferSelect>;

type SettingsRow = typeof agentSettings.$inferSelect;

function preferencesOf(
  row: Pick<SettingsRow, (typeof NOTIFICATION_COLUMNS)[NotificationKind]> | undefined,
): NotificationPreferences {
  // No row yet: every alert is on (SPEC).
  return {
    crisis: row?.notifyNegativeSentiment ?? true,
    contracts: row?.notifyContractExpiry ?? true,
    opportunities: row?.notifyNewOpportunities ?? true,
    events: row?.notifyUpcomingEvents ?? true,
    market: row?.notifyMarket ?? true,
    tasks: row?.notifyTasks ?? true,
    money: row?.notifyMoney ?? true,
    approvals: row?.notifyApprovals ?? true,
    papers: row?.notifyPapers ?? true,
  };
}

export async function getNotificationPreferences(db: DbExecutor, userId: string): Promise<NotificationPreferences> {
  const [row] = await db.select().from(agentSettings).where(eq(agentSettings.userId, userId));
  return preferencesOf(row);
}

export async function getAgentSettings(db: DbExecutor, userId: string): Promise<AgentSettings | undefined> {
  const [row] = await db
    .select({ name: user.name, email: user.email, licenceNumber: user.licenceNumber, settings: agentSettings })
    .from(user)
    .leftJoin(agentSettings, eq(agentSettings.userId, user.id))
    .where(eq(user.id, userId));
  if (!row) return undefined;
  return {
    profile: {
      name: row.name,
      email: row.email,
      phone: row.settings?.phone ?? "",
      licenceNumber: row.licenceNumber ?? "",
    },
    notifications: preferencesOf(row.settings ?? undefined),
    emailAlerts: channelAlertsOf(row.settings?.emailAlerts),
    pushAlerts: channelAlertsOf(row.settings?.pushAlerts),
    digestHour: row.settings?.digestHour ?? null,
    commissions: { dealPercent: row.settings?.dealCommissionPercent ?? DEFAULT_DEAL_COMMISSION_PERCENT },
    versions: { profile: row.settings?.profileVersion ?? 0, commissions: row.settings?.commissionsVersion ?? 0 },
  };
}

const PART_VERSIONS = {
  profile: agentSettings.profileVersion,
  commissions: agentSettings.commissionsVersion,
} as const satisfies Record<SettingsPart, unknown>;

/** The version of one part of the agent's settings, its row locked until the transaction ends (see If-Match). */
export async function lockedSettingsVersion(db: DbExecutor, userId: string, part: SettingsPart): Promise<number> {
  const [row] = await db
    .select({ version: PART_VERSIONS[part] })
    .from(agentSettings)
    .where(eq(agentSettings.userId, userId))
    .for("update");
  if (row) return row.version;
  // No row yet is version 0, as GET answers it; the save that follows makes the row.
  return 0;
}

/** The percent a new deal takes when it names none: the agent's setting (Palco has one agent account). */
export async function defaultDealCommissionPercent(db: DbExecutor): Promise<number> {
  const [row] = await db
    .select({ percent: agentSettings.dealCommissionPercent })
    .from(agentSettings)
    .orderBy(agentSettings.createdAt)
    .limit(1);
  return row?.percent ?? DEFAULT_DEAL_COMMISSION_PERCENT;
}

export async function setCommissionDefaults(
  db: DbExecutor,
  userId: string,
  defaults: CommissionDefaults,
): Promise<CommissionDefaults> {
  await db
    .insert(agentSettings)
    .values({ userId, dealCommissionPercent: defaults.dealPercent, commissionsVersion: 1 })
    .onConflictDoUpdate({
      target: agentSettings.userId,
      set: {
        dealCommissionPercent: defaults.dealPercent,
        commissionsVersion: sql`${agentSettings.commissionsVersion} + 1`,
        updatedAt: sql`now()`,
      },
    });
  return defaults;
}

/**
 * Name, email and licence live on the account (sign-in uses that email from now on; the licence is the person's,
 * as FIFA says, and Equipo shows it); the phone with the settings.
 */
export async function saveProfile(db: DbExecutor, userId: string, profile: Profile): Promise<Profile> {
  await db
    .update(user)
    .set({
      name: profile.name,
      email: profile.email,
      licenceNumber: profile.licenceNumber || null,
      updatedAt: new Date(),
    })
    .where(eq(user.id, userId));
  await db
    .insert(agentSettings)
    .values({ userId, phone: profile.phone, profileVersion: 1 })
    .onConflictDoUpdate({
      target: agentSettings.userId,
      set: {
        phone: profile.phone,
        profileVersion: sql`${agentSettings.profileVersion} + 1`,
        updatedAt: sql`now()`,
      },
    });
  return profile;
}

export async function setNotificationPreferences(
  db: DbExecutor,
  userId: string,
  changes: Partial<NotificationPreferences>,
): Promise<NotificationPreferences> {
  const columns: Partial<Record<(typeof NOTIFICATION_COLUMNS)[NotificationKind], boolean>> = {};
  for (const [kind, enabled] of Object.entries(changes) as [NotificationKind, boolean | undefined][]) {
    if (enabled !== undefined) columns[NOTIFICATION_COLUMNS[kind]] = enabled;
  }
  const [row] = await db
    .insert(agentSettings)
    .values({ userId, ...columns })
    .onConflictDoUpdate({ target: agentSettings.userId, set: { ...columns, updatedAt: sql`now()` } })
    .returning();
  return preferencesOf(row);
}

/** Every kind, on only where the agent turned that channel on. */
function channelAlertsOf(stored: Partial<Record<NotificationKind, boolean>> | undefined): NotificationPreferences {
  return Object.fromEntries(
    NOTIFICATION_KINDS.map((kind) => [kind, stored?.[kind] === true]),
  ) as NotificationPreferences;
}

/** The channels beyond the app, each with its own choice of alert kinds. */
const CHANNEL_COLUMNS = { email: agentSettings.emailAlerts, push: agentSettings.pushAlerts } as const;
export type AlertChannelOutside = keyof typeof CHANNEL_COLUMNS;

export async function getChannelAlerts(
  db: DbExecutor,
  userId: string,
  channel: AlertChannelOutside,
): Promise<NotificationPreferences> {
  const [row] = await db
    .select({ kinds: CHANNEL_COLUMNS[channel] })
    .from(agentSettings)
    .where(eq(agentSettings.userId, userId));
  return channelAlertsOf(row?.kinds);
}

/** Turns some alert kinds on or off for one channel, keeping the others (one jsonb merge, no read first). */
export async function setChannelAlerts(
  db: DbExecutor,
  userId: string,
  channel: AlertChannelOutside,
  changes: Partial<NotificationPreferences>,
): Promise<NotificationPreferences> {
  const patch = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  const column = CHANNEL_COLUMNS[channel];
  const field = channel === "email" ? "emailAlerts" : "pushAlerts";
  const [row] = await db
    .insert(agentSettings)
    .values({ userId, [field]: patch })
    .onConflictDoUpdate({
      target: agentSettings.userId,
      set: { [field]: sql`${column} || ${JSON.stringify(patch)}::jsonb`, updatedAt: sql`now()` },
    })
    .returning({ kinds: column });
  return channelAlertsOf(row?.kinds);
}

/** The daily summary's hour, or null to stop it. */
export async function setDigestHour(db: DbExecutor, userId: string, hour: number | null): Promise<number | null> {
  const [row] = await db
    .insert(agentSettings)
    .values({ userId, digestHour: hour })
    .onConflictDoUpdate({ target: agentSettings.userId, set: { digestHour: hour, updatedAt: sql`now()` } })
    .returning({ digestHour: agentSettings.digestHour });
  return row?.digestHour ?? null;
}
