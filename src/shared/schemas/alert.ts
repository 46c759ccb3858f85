import { z } from "zod";

import type { NotificationKind } from "./agent-settings";
import { strictObject } from "./common";

/** SPEC's lead times, and how far back a negative clipping or a new prospect still calls for attention. */
export const ALERT_WINDOWS = { contractDays: 30, eventHours: 24, crisisDays: 7, opportunityDays: 7 } as const;

export type Alert = {
  /** Names the alert and the fact it is about: a changed date or a new clipping is a new alert. */
  key: string;
  kind: NotificationKind;
  title: string;
  detail: string;
  /** The screen of its record. */
  href: string;
  /** When it happens or happened: a day (YYYY-MM-DD) or an instant (ISO). */
  at: string;
  read: boolean;
};

export type AlertList = { items: Alert[]; unread: number; total: number };

/** The bell's badge counts this far ("9+" beyond nine): the count the top bar asks for on every screen. */
export const UNREAD_ALERTS_CAP = 10;
export type UnreadAlerts = { unread: number };

export const markAlertsReadSchema = strictObject({
  keys: z
    .array(
      z
        .string({ error: "Clave de alerta no válida" })
        .min(1, "Clave de alerta no válida")
        .max(200, "Clave de alerta no válida"),
      {
        error: "Envía la lista de alertas",
      },
    )
    .min(1, "Envía al menos una alerta")
    .max(500, "Como máximo 500 alertas a la vez"),
});
