import { describe, expect, it } from "vitest";

import type { Page } from "../../shared/schemas/common";
import type { CalendarEvent } from "../../shared/schemas/event";
import { itHonoursTheCrudContract } from "../test/crud-contract";
import { useSignedInApp } from "../test/signed-in-app";

const t = useSignedInApp();

const playerId = async () => (await t.make.player()).id;

async function fieldErrors(path: string, json: unknown) {
  const response = await t.request(path, { method: "POST", json });
  expect(response.status).toBe(400);
  return ((await response.json()) as { error: { fields: Record<string, string> } }).error.fields;
}

describe("/api/investments", () => {
  itHonoursTheCrudContract(t, {
    path: "/api/investments",
    notFoundMessage: "Inversión no encontrada",
    validBody: async () => ({
      playerId: await playerId(),
      type: "Startup",
      name: "FitTrack",
      date: "2026-01-10",
      amount: "250.000€",
    }),
    patch: { body: { status: "cerrada" }, field: "status", expected: "cerrada" },
  });

  it("validates its fields", async () => {
    expect(await fieldErrors("/api/investments", { type: "Cripto", name: "", date: "mañana", risk: "enorme" })).toEqual(
      {
        playerId: "Selecciona un jugador",
        type: "Tipo de inversión no válido",
        name: "El nombre es obligatorio",
        date: "La fecha es obligatoria",
        risk: "Riesgo no válido",
      },
    );
    const negative = {
      playerId: await playerId(),
      type: "Startup",
      name: "Deuda",
      date: "2026-01-10",
      amount: "-5.000€",
    };
    expect(await fieldErrors("/api/investments", negative)).toEqual({ amount: "El importe no puede ser negativo" });
  });

  it("reads the amount as euros and sorts by it, largest first and unreadable last, across pages", async () => {
    const owner = await playerId();
    const amounts = ["250.000€", "a convenir", "1,2M€", "90K €"];
    for (const [index, amount] of amounts.entries()) {
      await t.make.create("/api/investments", {
        playerId: owner,
        type: "Startup",
        name: `Inversión ${index}`,
        date: `2026-01-1${index}`,
        amount,
      });
    }
    const seen: { amount: string; amountValue: number | null }[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `playerId=${owner}&sort=amount&limit=2${cursor ? `&cursor=${cursor}` : ""}`;
      const page = (await (await t.request(`/api/investments?${query}`)).json()) as Page<{
        amount: string;
        amountValue: number | null;
      }>;
      seen.push(...page.items.map(({ amount, amountValue }) => ({ amount, amountValue })));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual([
      { amount: "1,2M€", amountValue: 1_200_000 },
      { amount: "250.000€", amountValue: 250_000 },
      { amount: "90K €", amountValue: 90_000 },
      { amount: "a convenir", amountValue: null },
    ]);
  });
});

describe("/api/events", () => {
  itHonoursTheCrudContract(t, {
    path: "/api/events",
    notFoundMessage: "Evento no encontrado",
    validBody: async () => ({
      playerId: await playerId(),
      type: "Partido",
      title: "Derbi",
      date: "2030-03-01",
      time: "20:45",
    }),
    patch: { body: { time: "21:00" }, field: "time", expected: "21:00" },
  });

  it("validates the HH:MM time and the type", async () => {
    expect(
      await fieldErrors("/api/events", {
        playerId: await playerId(),
        type: "Fiesta",
        title: "X",
        date: "2030-03-01",
        time: "25:00",
      }),
    ).toEqual({
      type: "Tipo de evento no válido",
      time: "La hora debe tener el formato HH:MM",
    });
  });

  it("keeps an end time after the start, also when an edit moves only one of them", async () => {
    const id = await playerId();
    expect(
      await fieldErrors("/api/events", {
        playerId: id,
        type: "Reunión",
        title: "Con Aqualis",
        date: "2030-03-01",
        time: "10:00",
        endTime: "09:30",
      }),
    ).toEqual({ endTime: "La hora de fin debe ser posterior a la de inicio" });
    const meeting = await t.make.create<CalendarEvent>("/api/events", {
      playerId: id,
      type: "Reunión",
      title: "Con Aqualis",
      date: "2030-03-01",
      time: "10:00",
      endTime: "11:30",
    });
    expect([meeting.type, meeting.endTime]).toEqual(["Reunión", "11:30"]);
    // Only the start moves, past the stored end: the database's rule answers in Spanish.
    const late = await t.request(`/api/events/${meeting.id}`, {
      method: "PATCH",
      json: { time: "12:00" },
      headers: { "If-Match": `"${meeting.version}"` },
    });
    expect(late.status).toBe(400);
    expect(((await late.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      endTime: "La hora de fin debe ser posterior a la de inicio",
    });
    // An empty end clears it.
    const cleared = await t.request(`/api/events/${meeting.id}`, {
      method: "PATCH",
      json: { endTime: "" },
      headers: { "If-Match": `"${meeting.version}"` },
    });
    expect(((await cleared.json()) as CalendarEvent).endTime).toBeNull();
  });

  it("lists events from a date in date and time order", async () => {
    const id = await playerId();
    const f = t.make;
    await f.create("/api/events", { playerId: id, type: "Evento", title: "Tarde", date: "2031-05-02", time: "18:00" });
    await f.create("/api/events", { playerId: id, type: "Evento", title: "Mañana", date: "2031-05-02", time: "09:00" });
    await f.create("/api/events", { playerId: id, type: "Evento", title: "Antes", date: "2031-05-01", time: "23:00" });
    await f.create("/api/events", { playerId: id, type: "Evento", title: "Pasado", date: "2020-01-01", time: "10:00" });
    const page = (await (await t.request(`/api/events?playerId=${id}&from=2031-01-01`)).json()) as Page<CalendarEvent>;
    expect(page.items.map((event) => event.title)).toEqual(["Antes", "Mañana", "Tarde"]);
  });
});

describe("/api/news", () => {
  itHonoursTheCrudContract(t, {
    path: "/api/news",
    notFoundMessage: "Noticia no encontrada",
    validBody: async () => ({
      playerId: await playerId(),
      title: "Gran partido",
      source: "Diario",
      date: "2026-02-01",
      sentiment: "positivo",
    }),
    patch: { body: { sentiment: "negativo" }, field: "sentiment", expected: "negativo" },
  });

  it("validates its fields", async () => {
    expect(
      await fieldErrors("/api/news", {
        playerId: await playerId(),
        title: "",
        source: "",
        date: "",
        sentiment: "feliz",
      }),
    ).toEqual({
      title: "El título es obligatorio",
      source: "La fuente es obligatoria",
      date: "La fecha es obligatoria",
      sentiment: "Sentimiento no válido",
    });
  });
});

describe("/api/documents", () => {
  itHonoursTheCrudContract(t, {
    path: "/api/documents",
    notFoundMessage: "Documento no encontrado",
    validBody: async () => ({
      playerId: await playerId(),
      type: "Contrato",
      name: "Contrato",
      date: "2026-02-01",
      brandId: "",
    }),
    patch: { body: { status: "firmado" }, field: "status", expected: "firmado" },
  });

  it("keeps a document when its brand is deleted, without the brand", async () => {
    const f = t.make;
    const brand = await f.brand();
    const document = await f.create<{ id: string; brandName: string | null }>("/api/documents", {
      playerId: await playerId(),
      brandId: brand.id,
      type: "NDA",
      name: "NDA",
      date: "2026-02-01",
    });
    expect(document.brandName).toBe(brand.name);
    await t.request(`/api/brands/${brand.id}`, { method: "DELETE" });
    const after = (await (await t.request(`/api/documents/${document.id}`)).json()) as {
      brandId: string | null;
    };
    expect(after.brandId).toBeNull();
  });
});

describe("/api/approvals", () => {
  itHonoursTheCrudContract(t, {
    path: "/api/approvals",
    notFoundMessage: "Aprobación no encontrada",
    validBody: async () => ({ playerId: await playerId(), kind: "social_post", title: "Post" }),
    patch: { body: { status: "approved" }, field: "status", expected: "approved" },
  });

  it("records when a decision is taken and counts by status", async () => {
    const f = t.make;
    const approval = await f.create<{ id: string; decidedAt: string | null }>("/api/approvals", {
      playerId: await playerId(),
      kind: "renewal",
      title: "Renovación",
      amount: "1.000.000€",
    });
    expect(approval.decidedAt).toBeNull();
    const before = (await (await t.request("/api/approvals/counts")).json()) as Record<string, number>;
    const decided = await t.request(`/api/approvals/${approval.id}`, {
      method: "PATCH",
      json: { status: "rejected" },
    });
    expect(((await decided.json()) as { decidedAt: string | null }).decidedAt).not.toBeNull();
    const after = (await (await t.request("/api/approvals/counts")).json()) as Record<string, number>;
    expect(after.rejected).toBe((before.rejected ?? 0) + 1);
    expect(after.pending).toBe((before.pending ?? 0) - 1);
  });

  it("counts one player's approvals and lists the decided ones by latest decision", async () => {
    const f = t.make;
    const player = await f.player();
    const create = (title: string) =>
      f.create<{ id: string }>("/api/approvals", { playerId: player.id, kind: "social_post", title });
    const first = await create("Primera");
    const second = await create("Segunda");
    await create("Pendiente");
    await t.request(`/api/approvals/${second.id}`, { method: "PATCH", json: { status: "approved" } });
    await t.request(`/api/approvals/${first.id}`, { method: "PATCH", json: { status: "rejected" } });

    const counts = await (await t.request(`/api/approvals/counts?playerId=${player.id}`)).json();
    expect(counts).toEqual({ pending: 1, approved: 1, rejected: 1 });
    const history = (await (await t.request(`/api/approvals?status=decided&playerId=${player.id}`)).json()) as {
      items: { title: string; status: string }[];
    };
    expect(history.items.map((item) => [item.title, item.status])).toEqual([
      ["Primera", "rejected"],
      ["Segunda", "approved"],
    ]);
    const onePerPage = (await (
      await t.request(`/api/approvals?status=decided&playerId=${player.id}&limit=1`)
    ).json()) as { nextCursor: string };
    const next = (await (
      await t.request(`/api/approvals?status=decided&playerId=${player.id}&limit=1&cursor=${onePerPage.nextCursor}`)
    ).json()) as { items: { title: string }[] };
    expect(next.items.map((item) => item.title)).toEqual(["Segunda"]);

    const invalid = await t.request("/api/approvals/counts?playerId=nadie");
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({ error: { message: "Jugador no válido" } });
  });
});
