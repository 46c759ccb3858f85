import { describe, expect, it } from "vitest";

import type { Brand } from "../../../shared/schemas/brand";
import type { Club } from "../../../shared/schemas/club";
import type { Contact } from "../../../shared/schemas/contact";
import type { ContactLogEntry } from "../../../shared/schemas/contact-log";
import type { Operation } from "../../../shared/schemas/operation";
import { itHonoursTheCrudContract } from "../../test/crud-contract";
import { useSignedInApp } from "../../test/signed-in-app";

type ErrorBody = { error: { message: string; fields?: Record<string, string> } };

describe("/api/contacts and /api/contact-log", () => {
  const t = useSignedInApp();
  let counter = 0;
  const club = () => t.make.create<Club>("/api/clubs", { name: `Club Personas ${++counter}`, country: "España" });
  const person = async (overrides: Record<string, unknown> = {}) =>
    t.make.create<Contact>("/api/contacts", {
      name: `Persona ${++counter}`,
      clubId: (await club()).id,
      ...overrides,
    });
  const list = async <Item>(path: string) => ((await (await t.request(path)).json()) as { items: Item[] }).items;

  itHonoursTheCrudContract(t, {
    path: "/api/contacts",
    notFoundMessage: "Persona no encontrada",
    validBody: async () => ({ name: "Marta Directora", role: "Director deportivo", clubId: (await club()).id }),
    patch: { body: { phone: "+34 600 111 222" }, field: "phone", expected: "+34 600 111 222" },
  });

  itHonoursTheCrudContract(t, {
    path: "/api/contact-log",
    notFoundMessage: "Contacto no encontrado",
    validBody: async () => ({
      date: "2026-11-20",
      channel: "llamada",
      clubId: (await club()).id,
      summary: "Primera llamada",
    }),
    patch: { body: { summary: "Llamada de seguimiento" }, field: "summary", expected: "Llamada de seguimiento" },
  });

  it("keeps a person at one club or one brand, with Spanish messages", async () => {
    const brand = await t.make.create<Brand>("/api/brands", { name: `Marca Personas ${++counter}`, sector: "Moda" });
    const bad = await t.request("/api/contacts", {
      method: "POST",
      json: { name: " ", email: "laura@", phone: "llámame" },
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as ErrorBody).error.fields).toEqual({
      name: "El nombre es obligatorio",
      email: "Introduce un email válido",
      phone: "Introduce un teléfono válido, por ejemplo +34 600 123 456",
      clubId: "Indica el club o la marca de la persona",
    });
    const both = await t.request("/api/contacts", {
      method: "POST",
      json: { name: "Doble", clubId: (await club()).id, brandId: brand.id },
    });
    expect(((await both.json()) as ErrorBody).error.fields).toEqual({
      brandId: "Indica el club o la marca de la persona, no ambos",
    });

    // Moving a person to a brand takes them from their club.
    const moved = await person();
    const response = await t.request(`/api/contacts/${moved.id}`, { method: "PATCH", json: { brandId: brand.id } });
    expect(await response.json()).toMatchObject({
      clubId: null,
      clubName: null,
      brandId: brand.id,
      brandName: brand.name,
    });
    const orphan = await t.request(`/api/contacts/${moved.id}`, { method: "PATCH", json: { brandId: null } });
    expect(orphan.status).toBe(400);
  });

  it("lists a club's people alphabetically, finds a name without accents, and they go with their club", async () => {
    const home = await club();
    for (const name of ["Íñigo Zubia", "Ana García", "Luis Pérez"])
      await t.make.create("/api/contacts", { name, clubId: home.id, role: "Abogado" });
    const names = (await list<Contact>(`/api/contacts?clubId=${home.id}`)).map((contact) => contact.name);
    expect(names).toEqual(["Ana García", "Íñigo Zubia", "Luis Pérez"]);
    expect((await list<Contact>("/api/contacts?q=inigo")).map((contact) => contact.name)).toContain("Íñigo Zubia");
    expect((await t.request(`/api/clubs/${home.id}`, { method: "DELETE" })).status).toBe(204);
    expect(await list<Contact>(`/api/contacts?clubId=${home.id}`)).toEqual([]);
  });

  it("a new brand's contact email becomes one of its people", async () => {
    const brand = await t.make.create<Brand>("/api/brands", {
      name: `Marca Con Email ${++counter}`,
      sector: "Bebidas",
      contactEmail: "Patrocinios@Marca.test",
    });
    expect(await list<Contact>(`/api/contacts?brandId=${brand.id}`)).toEqual([
      expect.objectContaining({
        name: `Contacto de ${brand.name}`,
        role: "Contacto principal",
        email: "patrocinios@marca.test",
      }),
    ]);
  });

  it("logs a contact on everything it concerns, asks a date for a next step, and keeps it when they go", async () => {
    const player = await t.make.player();
    const destination = await club();
    const operation = await t.make.create<Operation>("/api/operations", {
      playerId: player.id,
      type: "Traspaso",
      clubId: destination.id,
    });
    const director = await person({ clubId: destination.id, role: "Director deportivo" });

    const undated = await t.request("/api/contact-log", {
      method: "POST",
      json: {
        date: "2026-11-20",
        channel: "reunión",
        operationId: operation.id,
        summary: "Reunión",
        nextStep: "Enviar oferta",
      },
    });
    expect(undated.status).toBe(400);
    expect(((await undated.json()) as ErrorBody).error.fields).toEqual({
      nextStepOn: "Indica la fecha del próximo paso",
    });
    // A next step dated before the contact it follows: refused on create, and on an edit of either date.
    const aside = await t.make.create<{ id: string }>("/api/clubs", { name: "Club Fechas", country: "España" });
    const early = {
      date: "2026-11-20",
      channel: "reunión",
      clubId: aside.id,
      summary: "Reunión",
      nextStep: "Enviar oferta",
    };
    const before = await t.request("/api/contact-log", {
      method: "POST",
      json: { ...early, nextStepOn: "2026-11-19" },
    });
    expect(((await before.json()) as ErrorBody).error.fields).toEqual({
      nextStepOn: "El próximo paso no puede ser anterior al contacto",
    });
    const sameDay = await t.request("/api/contact-log", {
      method: "POST",
      json: { ...early, nextStepOn: "2026-11-20" },
    });
    expect(sameDay.status).toBe(201);
    const { id } = (await sameDay.json()) as { id: string };
    const moved = await t.request(`/api/contact-log/${id}`, { method: "PATCH", json: { date: "2026-11-21" } });
    expect(moved.status).toBe(400);
    expect(((await moved.json()) as ErrorBody).error.message).toBe("El próximo paso no puede ser anterior al contacto");
    const nothing = await t.request("/api/contact-log", {
      method: "POST",
      json: { date: "2026-11-20", channel: "fax", summary: "" },
    });
    expect(((await nothing.json()) as ErrorBody).error.fields).toEqual({
      channel: "Elige el canal: llamada, reunión, email o WhatsApp",
      summary: "Resume el contacto",
    });
    const aboutNothing = await t.request("/api/contact-log", {
      method: "POST",
      json: { date: "2026-11-20", channel: "email", summary: "Un correo" },
    });
    expect(((await aboutNothing.json()) as ErrorBody).error.fields).toEqual({
      clubId: "Indica de qué club, marca, jugador u operación trata el contacto",
    });

    const entry = await t.make.create<ContactLogEntry>("/api/contact-log", {
      date: "2026-11-20",
      channel: "reunión",
      contactId: director.id,
      operationId: operation.id,
      summary: "Quieren al jugador para enero",
      nextStep: "Enviar la contraoferta",
      nextStepOn: "2026-11-27",
    });
    // From the club's page the agent names the operation and its player; another player is refused.
    const otherPlayer = await t.make.player();
    const mismatch = await t.request("/api/contact-log", {
      method: "POST",
      json: {
        date: "2026-11-20",
        channel: "llamada",
        clubId: destination.id,
        operationId: operation.id,
        playerId: otherPlayer.id,
        summary: "Llamada",
      },
    });
    expect(mismatch.status).toBe(400);
    expect(((await mismatch.json()) as ErrorBody).error.fields).toEqual({
      playerId: "Ese jugador no es el de la operación elegida",
    });
    // The person brings their club, the operation its player: the entry shows on each page.
    expect(entry).toMatchObject({
      contactName: director.name,
      clubId: destination.id,
      playerId: player.id,
      operationLabel: `Traspaso · ${player.name} → ${destination.name}`,
    });
    for (const filter of [
      `clubId=${destination.id}`,
      `playerId=${player.id}`,
      `operationId=${operation.id}`,
      `contactId=${director.id}`,
    ])
      expect((await list<ContactLogEntry>(`/api/contact-log?${filter}`)).map((item) => item.id)).toEqual([entry.id]);

    const cleared = await t.request(`/api/contact-log/${entry.id}`, { method: "PATCH", json: { nextStepOn: null } });
    expect(cleared.status).toBe(400);

    await t.request(`/api/contacts/${director.id}`, { method: "DELETE" });
    await t.request(`/api/operations/${operation.id}`, { method: "DELETE" });
    const kept = (await (await t.request(`/api/contact-log/${entry.id}`)).json()) as ContactLogEntry;
    expect(kept).toMatchObject({
      contactId: null,
      operationId: null,
      clubId: destination.id,
      summary: "Quieren al jugador para enero",
    });
  });

  it("lists the open next steps due by a day, the earliest first, beside the tasks", async () => {
    const at = await club();
    const step = (nextStep: string, nextStepOn: string, nextStepDone = false) =>
      t.make.create<ContactLogEntry>("/api/contact-log", {
        date: "2026-01-02",
        channel: "llamada",
        clubId: at.id,
        summary: nextStep,
        nextStep,
        nextStepOn,
        nextStepDone,
      });
    const today = await step("Enviar el dossier hoy", "2026-01-10");
    const late = await step("Llamar al director", "2026-01-05");
    await step("Ya hecho", "2026-01-04", true);
    await step("La semana que viene", "2026-01-17");
    const due = (await (await t.request("/api/contact-log/next-steps?until=2026-01-10")).json()) as {
      items: ContactLogEntry[];
      more: boolean;
    };
    const ours = due.items.filter((entry) => entry.clubId === at.id);
    expect(ours.map((entry) => entry.id)).toEqual([late.id, today.id]);
    expect(due.more).toBe(false);
    const bad = await t.request("/api/contact-log/next-steps?until=mañana");
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as ErrorBody).error.fields).toEqual({ until: "Fecha no válida" });
    expect((await t.anonymous("/api/contact-log/next-steps?until=2026-01-10")).status).toBe(401);
  });

  it("exports people and the log as spreadsheets in Spanish", async () => {
    const response = await t.request("/api/contacts/export.csv");
    expect(response.status).toBe(200);
    expect((await response.text()).split("\n")[0]).toContain("Nombre;Cargo;Club;Marca;Email;Teléfono;Notas");
    const log = await t.request("/api/contact-log/export.csv");
    expect((await log.text()).split("\n")[0]).toContain("Fecha;Canal;Persona;Club;Marca;Jugador;Operación;Resumen");
  });
});
