import { describe, expect, it } from "vitest";

import { useSignedInApp } from "../test/signed-in-app";

/**
 * Lists are kept between writes (db/lib/versioned-view.ts keptPages). Each case reads a list (so that it is kept),
 * writes to a table the list reads but does not list (a player's name, a member's, a FIFA rule), and reads again:
 * a table that forgot to raise the "alerts" version would answer the kept page.
 */
describe("kept lists follow every table they read", () => {
  const t = useSignedInApp();

  const read = async <T>(path: string): Promise<T> => {
    const response = await t.request(path);
    expect(response.status, path).toBe(200);
    return (await response.json()) as T;
  };
  type Items<T> = { items: T[] };

  it("an event's player renamed shows in the events list", async () => {
    const player = await t.make.player({ name: "Antes del cambio" });
    await t.make.create("/api/events", {
      playerId: player.id,
      type: "Evento",
      title: "Rueda de prensa",
      date: "2026-12-03",
      time: "12:00",
      location: "Madrid",
    });
    const before = await read<Items<{ playerName: string }>>("/api/events");
    expect(before.items.map((event) => event.playerName)).toContain("Antes del cambio");
    const renamed = await t.request(`/api/players/${player.id}`, { method: "PATCH", json: { name: "Después" } });
    expect(renamed.status).toBe(200);
    const after = await read<Items<{ playerName: string }>>("/api/events");
    expect(after.items.map((event) => event.playerName)).toEqual(["Después"]);
  });

  it("a member renamed shows as the assignee of the tasks list", async () => {
    const [me] = (await t.database.pool.query<{ id: string }>(`select id from "user" limit 1`)).rows;
    await t.make.create("/api/tasks", { title: "Llamar al club", dueDate: "2026-12-01", assigneeId: me!.id });
    const before = await read<Items<{ assigneeName: string | null }>>("/api/tasks");
    expect(before.items[0]?.assigneeName).not.toBe("Nombre nuevo del miembro");
    await t.database.pool.query(`update "user" set name = 'Nombre nuevo del miembro' where id = $1`, [me!.id]);
    const after = await read<Items<{ assigneeName: string | null }>>("/api/tasks");
    expect(after.items[0]?.assigneeName).toBe("Nombre nuevo del miembro");
  });

  it("an OKR, an investment and a collaborator appear in lists read just before", async () => {
    const player = await t.make.player();
    expect((await read<Items<unknown>>("/api/okrs")).items).toHaveLength(0);
    expect((await read<Items<unknown>>("/api/investments")).items).toHaveLength(0);
    const collaborators = (await read<Items<{ name: string }>>("/api/collaborators")).items.length;
    await t.make.create("/api/okrs", {
      playerId: player.id,
      objective: "Crecer en redes",
      keyResults: [{ title: "1M seguidores", target: 1_000_000, current: 0, unit: "seguidores" }],
    });
    await t.make.create("/api/investments", {
      playerId: player.id,
      type: "Startup",
      name: "Restaurante",
      date: "2026-01-10",
      amount: "50.000€",
    });
    await t.make.create("/api/collaborators", { kind: "agente", name: "Agente asociado" });
    expect((await read<Items<unknown>>("/api/okrs")).items).toHaveLength(1);
    expect((await read<Items<unknown>>("/api/investments")).items).toHaveLength(1);
    expect((await read<Items<unknown>>("/api/collaborators")).items).toHaveLength(collaborators + 1);
  });

  it("the history and the search see the write that follows them", async () => {
    await read("/api/activity");
    await read("/api/search?q=recienllegado");
    const brand = await t.make.brand({ name: "Marca Recienllegado" });
    const history = await read<Items<{ entityId: string }>>("/api/activity");
    expect(history.items.map((entry) => entry.entityId)).toContain(brand.id);
    const found = await read<{ groups: { kind: string; results: { title: string }[] }[] }>(
      "/api/search?q=recienllegado",
    );
    expect(found.groups.find((group) => group.kind === "brand")?.results.map((result) => result.title)).toEqual([
      "Marca Recienllegado",
    ]);
  });

  it("a member invited shows in the team read just before", async () => {
    const before = await read<{ invitations: unknown[] }>("/api/team");
    const invited = await t.request("/api/team/invitations", {
      method: "POST",
      json: { email: "nuevo@palco.test", role: "agente" },
    });
    expect(invited.status).toBe(201);
    const after = await read<{ invitations: unknown[] }>("/api/team");
    expect(after.invitations).toHaveLength(before.invitations.length + 1);
  });
});
