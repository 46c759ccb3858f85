// The market's dates for the calendar: next steps of the contact log, offers' answer days, signings, the contract
// starts of open operations and the windows' closing days, between two days.
import { and, asc, between, eq, inArray } from "drizzle-orm";

import { isOpenStage, OPERATION_STAGES } from "../../../shared/domain/operations";
import { windowOccurrences } from "../../../shared/domain/transfer-windows";
import type { AgendaItem, AgendaQuery } from "../../../shared/schemas/agenda";
import { brands, clubs, contactLog, contacts, offers, operations, players, transferWindows } from "../schema";
import type { DbExecutor } from "./executor";

const OPEN_STAGES = OPERATION_STAGES.filter(isOpenStage);

async function nextSteps(db: DbExecutor, { from, to }: AgendaQuery): Promise<AgendaItem[]> {
  const rows = await db
    .select({
      id: contactLog.id,
      date: contactLog.nextStepOn,
      nextStep: contactLog.nextStep,
      contactName: contacts.name,
      clubId: contactLog.clubId,
      clubName: clubs.name,
      brandId: contactLog.brandId,
      brandName: brands.name,
      playerId: contactLog.playerId,
      operationId: contactLog.operationId,
    })
    .from(contactLog)
    .leftJoin(contacts, eq(contacts.id, contactLog.contactId))
    .leftJoin(clubs, eq(clubs.id, contactLog.clubId))
    .leftJoin(brands, eq(brands.id, contactLog.brandId))
    .where(and(eq(contactLog.nextStepDone, false), between(contactLog.nextStepOn, from, to)))
    .orderBy(asc(contactLog.nextStepOn), asc(contactLog.id));
  return rows.map((row) => ({
    id: `next-step:${row.id}`,
    date: row.date!,
    kind: "next-step",
    title: row.nextStep,
    detail: [row.contactName, row.clubName ?? row.brandName].filter(Boolean).join(" · "),
    href: row.operationId
      ? `/operations/${row.operationId}`
      : row.clubId
        ? `/clubs/${row.clubId}`
        : row.brandId
          ? `/brands/${row.brandId}`
          : `/players/${row.playerId}/operations`,
  }));
}

async function offerDeadlines(db: DbExecutor, { from, to }: AgendaQuery): Promise<AgendaItem[]> {
  const rows = await db
    .select({
      id: offers.id,
      date: offers.respondBy,
      direction: offers.direction,
      operationId: offers.operationId,
      clubName: clubs.name,
      playerName: players.name,
    })
    .from(offers)
    .innerJoin(clubs, eq(clubs.id, offers.clubId))
    .innerJoin(operations, eq(operations.id, offers.operationId))
    .innerJoin(players, eq(players.id, operations.playerId))
    .where(and(eq(offers.state, "pendiente"), between(offers.respondBy, from, to)))
    .orderBy(asc(offers.respondBy), asc(offers.id));
  return rows.map((row) => ({
    id: `offer:${row.id}`,
    date: row.date!,
    kind: "offer-deadline",
    title: `Respuesta a la oferta ${row.direction}: ${row.clubName}`,
    detail: row.playerName,
    href: `/operations/${row.operationId}`,
  }));
}

async function operationDates(db: DbExecutor, { from, to }: AgendaQuery): Promise<AgendaItem[]> {
  const columns = {
    id: operations.id,
    type: operations.type,
    playerName: players.name,
    clubName: clubs.name,
    signedOn: operations.signedOn,
    startDate: operations.startDate,
  };
  const select = () =>
    db
      .select(columns)
      .from(operations)
      .innerJoin(players, eq(players.id, operations.playerId))
      .innerJoin(clubs, eq(clubs.id, operations.clubId));
  const [signed, starting] = await Promise.all([
    select().where(between(operations.signedOn, from, to)),
    select().where(and(inArray(operations.stage, OPEN_STAGES), between(operations.startDate, from, to))),
  ]);
  return [
    ...signed.map(
      (row): AgendaItem => ({
        id: `signing:${row.id}`,
        date: row.signedOn!,
        kind: "signing",
        title: `Firma: ${row.type} de ${row.playerName}`,
        detail: row.clubName,
        href: `/operations/${row.id}`,
      }),
    ),
    ...starting.map(
      (row): AgendaItem => ({
        id: `start:${row.id}`,
        date: row.startDate!,
        kind: "contract-start",
        title: `Inicio previsto: ${row.type} de ${row.playerName}`,
        detail: row.clubName,
        href: `/operations/${row.id}`,
      }),
    ),
  ];
}

async function windowClosings(db: DbExecutor, { from, to }: AgendaQuery): Promise<AgendaItem[]> {
  const windows = await db.select().from(transferWindows);
  return windows.flatMap((window) =>
    windowOccurrences(window, from, to)
      .filter((dates) => dates.endDate >= from && dates.endDate <= to)
      .map((dates) => ({
        id: `window:${window.id}:${dates.endDate}`,
        date: dates.endDate,
        kind: "window-close" as const,
        title: `Cierra la ventana ${window.league} · ${window.name}`,
        detail: "Último día para inscribir fichajes en esa liga",
        href: "/operations",
      })),
  );
}

/** Every market date between `from` and `to` (both included), by day. */
export async function agendaBetween(db: DbExecutor, range: AgendaQuery): Promise<AgendaItem[]> {
  const parts = await Promise.all([
    nextSteps(db, range),
    offerDeadlines(db, range),
    operationDates(db, range),
    windowClosings(db, range),
  ]);
  return parts.flat().sort((a, b) => a.date.localeCompare(b.date) || a.kind.localeCompare(b.kind));
}
