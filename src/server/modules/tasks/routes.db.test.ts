import { describe, expect, it } from "vitest";

import { agencyToday, shiftDays } from "../../../shared/domain/calendar-day";
import type { ActivityEntry } from "../../../shared/schemas/activity";
import type { Page } from "../../../shared/schemas/common";
import type { Task } from "../../../shared/schemas/task";
import { itHonoursTheCrudContract } from "../../test/crud-contract";
import { memberSession } from "../../test/member-session";
import { useSignedInApp } from "../../test/signed-in-app";
import { TEST_AGENT } from "../../test/test-app";

describe("/api/tasks", () => {
  const t = useSignedInApp();
  const today = agencyToday();
  const list = async (query: string) =>
    ((await (await t.request(`/api/tasks?${query}`)).json()) as Page<Task>).items.map((task) => task.title);
  const fieldErrors = async (json: unknown) => {
    const response = await t.request("/api/tasks", { method: "POST", json });
    expect(response.status).toBe(400);
    return ((await response.json()) as { error: { fields: Record<string, string> } }).error.fields;
  };

  itHonoursTheCrudContract(t, {
    path: "/api/tasks",
    notFoundMessage: "Tarea no encontrada",
    validBody: async () => ({ title: "Llamar a Aqualis", dueDate: shiftDays(today, 2) }),
    patch: { body: { done: true }, field: "done", expected: true },
  });

  it("refuses what is not a task, in Spanish", async () => {
    expect(await fieldErrors({ title: " ", dueDate: "mañana", dueTime: "25:00" })).toEqual({
      title: "El título es obligatorio",
      dueDate: "Indica para qué día es",
      dueTime: "La hora debe tener el formato HH:MM",
    });
    expect(await fieldErrors({ title: "X", dueDate: today, recordType: "player" })).toEqual({
      recordId: "Indica el registro con su tipo y su id",
    });
    expect(
      await fieldErrors({ title: "X", dueDate: today, recordType: "brand", recordId: crypto.randomUUID() }),
    ).toEqual({ recordId: "El registro enlazado no existe" });
  });

  it("sorts tasks into overdue, today, upcoming and done, and keeps who created each and when it was done", async () => {
    const make = (json: Record<string, unknown>) => t.make.create<Task>("/api/tasks", json);
    await make({ title: "Atrasada", dueDate: shiftDays(today, -3) });
    await make({ title: "Hoy por la tarde", dueDate: today, dueTime: "18:00" });
    await make({ title: "Hoy sin hora", dueDate: today });
    await make({ title: "Hoy a primera hora", dueDate: today, dueTime: "08:30" });
    const later = await make({ title: "La semana que viene", dueDate: shiftDays(today, 7), notes: "Con el contrato" });
    expect(later.createdBy).toBe(TEST_AGENT.name);
    expect([later.done, later.doneAt]).toEqual([false, null]);

    expect(await list("state=overdue")).toEqual(["Atrasada"]);
    expect(await list("state=today")).toEqual(["Hoy sin hora", "Hoy a primera hora", "Hoy por la tarde"]);
    expect(await list("state=upcoming")).toEqual(["La semana que viene"]);
    expect(await (await t.request("/api/tasks/due")).json()).toEqual({ overdue: 1, today: 3 });

    const done = await t.request(`/api/tasks/${later.id}`, {
      method: "PATCH",
      json: { done: true },
      headers: { "If-Match": `"${later.version}"` },
    });
    const doneTask = (await done.json()) as Task;
    expect(doneTask.done).toBe(true);
    expect(doneTask.doneAt).not.toBeNull();
    expect(await list("state=done")).toEqual(["La semana que viene"]);
    expect(await list("state=upcoming")).toEqual([]);
    const history = (await (await t.request(`/api/activity?entityId=${later.id}`)).json()) as Page<ActivityEntry>;
    expect(history.items[0]).toMatchObject({
      entityType: "task",
      entityLabel: "La semana que viene",
      action: "update",
    });
    expect(history.items[0]!.changes).toEqual([{ field: "done", before: false, after: true }]);
  });

  it("links a task to a record, names it as it reads now, and lists a player's tasks with those of their records", async () => {
    const [player, brand] = await Promise.all([t.make.player(), t.make.brand({ name: "Marca Tarea" })]);
    const deal = await t.make.deal(player.id, brand.id);
    const make = (json: Record<string, unknown>) => t.make.create<Task>("/api/tasks", { dueDate: today, ...json });
    const aboutPlayer = await make({
      title: "Revisar contrato",
      dueTime: "09:00",
      recordType: "player",
      recordId: player.id,
    });
    await make({ title: "Enviar propuesta", dueTime: "10:00", recordType: "deal", recordId: deal.id });
    await make({ title: "Llamar a la marca", recordType: "brand", recordId: brand.id });
    expect(aboutPlayer.recordLabel).toBe(player.name);

    expect(await list(`playerId=${player.id}`)).toEqual(["Revisar contrato", "Enviar propuesta"]);
    expect(await list(`recordType=brand&recordId=${brand.id}`)).toEqual(["Llamar a la marca"]);
    const [dealTask] = (
      (await (await t.request(`/api/tasks?recordType=deal&recordId=${deal.id}`)).json()) as Page<Task>
    ).items;
    expect(dealTask?.recordLabel).toBe(`Marca Tarea · ${player.name}`);

    // The record goes; the task stays, saying its record was deleted.
    await t.request(`/api/brands/${brand.id}`, { method: "DELETE" });
    const orphan = (await (await t.request(`/api/tasks?recordType=brand&recordId=${brand.id}`)).json()) as Page<Task>;
    expect(orphan.items[0]).toMatchObject({ title: "Llamar a la marca", recordLabel: null });
  });

  it("gives a task to a member, who finds it in Mis tareas and is told at once; the task follows a member who leaves", async () => {
    const member = await memberSession(t, t.cookie, "asistente");
    const heir = await memberSession(t, t.cookie, "asistente");
    expect(await fieldErrors({ title: "Para nadie", dueDate: today, assigneeId: "no-existe" })).toEqual({
      assigneeId: "Elige un miembro activo del equipo",
    });
    const created = await t.request("/api/tasks", {
      method: "POST",
      json: { title: "Preparar el dosier de prensa", dueDate: shiftDays(today, 3), assigneeId: member.id },
    });
    expect(created.status).toBe(201);
    const task = (await created.json()) as Task;
    expect(task).toMatchObject({
      assigneeId: member.id,
      assigneeName: "Miembro asistente",
      createdBy: TEST_AGENT.name,
    });
    expect(await list(`assigneeId=${member.id}`)).toEqual(["Preparar el dosier de prensa"]);

    // Told in the bell, days before it is due; the one who gave it is not told of their own.
    const bell = async (cookie: string) =>
      ((await (await t.request("/api/alerts", { cookie })).json()) as { items: { title: string }[] }).items.map(
        (alert) => alert.title,
      );
    expect(await bell(member.cookie)).toContain("Te han asignado una tarea: Preparar el dosier de prensa");
    expect(await bell(t.cookie)).not.toContain("Te han asignado una tarea: Preparar el dosier de prensa");

    expect((await t.request(`/api/team/${member.id}?handTo=${heir.id}`, { method: "DELETE" })).status).toBe(200);
    expect(((await (await t.request(`/api/tasks/${task.id}`)).json()) as Task).assigneeId).toBe(heir.id);
    expect(await fieldErrors({ title: "A quien se fue", dueDate: today, assigneeId: member.id })).toEqual({
      assigneeId: "Elige un miembro activo del equipo",
    });
  });
});
