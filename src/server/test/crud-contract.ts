import { expect, it } from "vitest";

import type { ActivityEntry } from "../../shared/schemas/activity";
import type { SignedInApp } from "./signed-in-app";

type Contract = {
  path: string;
  notFoundMessage: string;
  /** Makes a valid body (creating whatever it refers to). */
  validBody: () => Promise<Record<string, unknown>>;
  /** A PATCH body and a field it changes, with the expected value. */
  patch: { body: Record<string, unknown>; field: string; expected: unknown };
};

const MISSING_ID = "00000000-0000-4000-8000-000000000000";

/** The behaviour every resource shares: CRUD round trip, 401 without a session, 404 for unknown ids, bad JSON. */
export function itHonoursTheCrudContract(app: SignedInApp, contract: Contract) {
  const request = app.request;

  it(`creates, reads, lists, updates and deletes through ${contract.path}`, async () => {
    const created = await request(contract.path, { method: "POST", json: await contract.validBody() });
    expect(created.status).toBe(201);
    const item = (await created.json()) as { id: string };

    const fetched = await request(`${contract.path}/${item.id}`);
    expect(fetched.status).toBe(200);
    expect(await fetched.json()).toEqual(item);

    const list = (await (await request(`${contract.path}?limit=200`)).json()) as { items: { id: string }[] };
    expect(list.items.map((entry) => entry.id)).toContain(item.id);

    const patched = await request(`${contract.path}/${item.id}`, { method: "PATCH", json: contract.patch.body });
    expect(patched.status).toBe(200);
    expect(((await patched.json()) as Record<string, unknown>)[contract.patch.field]).toEqual(contract.patch.expected);

    const deleted = await request(`${contract.path}/${item.id}`, { method: "DELETE" });
    expect(deleted.status).toBe(204);
    expect((await request(`${contract.path}/${item.id}`)).status).toBe(404);

    // Each write left its row in the history, in its own transaction, newest first.
    const history = (await (await request(`/api/activity?entityId=${item.id}`)).json()) as { items: ActivityEntry[] };
    expect(history.items.map((entry) => entry.action)).toEqual(["delete", "update", "create"]);
    const update = history.items[1];
    expect(update?.changes).toContainEqual(
      expect.objectContaining({ field: contract.patch.field, after: contract.patch.expected }),
    );
    expect(update?.actorName).toBeTruthy();
  });

  it(`refuses with 412 an edit or deletion made from an older version on ${contract.path}, and writes nothing`, async () => {
    const created = await request(contract.path, { method: "POST", json: await contract.validBody() });
    const item = (await created.json()) as { id: string; version: number };
    expect(created.headers.get("ETag")).toBe(`"${item.version}"`);
    const fetched = await request(`${contract.path}/${item.id}`);
    expect(fetched.headers.get("ETag")).toBe(`"${item.version}"`);
    const listed = (await (await request(`${contract.path}?limit=200`)).json()) as {
      items: { id: string; version: number }[];
    };
    expect(listed.items.find((entry) => entry.id === item.id)?.version).toBe(item.version);

    // Another tab saves first: its version moves on.
    const first = await request(`${contract.path}/${item.id}`, {
      method: "PATCH",
      json: contract.patch.body,
      headers: { "If-Match": `"${item.version}"` },
    });
    expect(first.status).toBe(200);
    const saved = (await first.json()) as Record<string, unknown> & { version: number };
    expect(saved.version).toBeGreaterThan(item.version);
    expect(first.headers.get("ETag")).toBe(`"${saved.version}"`);

    // This tab still holds the old version: refused, with the record as it is now; nothing is written.
    for (const init of [{ method: "PATCH", json: contract.patch.body }, { method: "DELETE" }]) {
      const stale = await request(`${contract.path}/${item.id}`, {
        ...init,
        headers: { "If-Match": `"${item.version}"` },
      });
      expect(stale.status).toBe(412);
      const body = (await stale.json()) as {
        error: { code: string; message: string; current: { id: string; version: number } };
      };
      expect(body.error).toMatchObject({
        code: "stale",
        message: "Este registro ha cambiado desde que lo abriste",
        current: { id: item.id, version: saved.version },
      });
    }
    const garbled = await request(`${contract.path}/${item.id}`, {
      method: "PATCH",
      json: contract.patch.body,
      headers: { "If-Match": "basura" },
    });
    expect(garbled.status).toBe(412);
    const after = (await (await request(`${contract.path}/${item.id}`)).json()) as { version: number };
    expect(after.version).toBe(saved.version);

    // With the version it read, the deletion goes through.
    const deleted = await request(`${contract.path}/${item.id}`, {
      method: "DELETE",
      headers: { "If-Match": `"${saved.version}"` },
    });
    expect(deleted.status).toBe(204);
  });

  it(`answers 404 "${contract.notFoundMessage}" for unknown and malformed ids`, async () => {
    for (const id of [MISSING_ID, "no-es-un-id"]) {
      for (const init of [{}, { method: "PATCH", json: {} }, { method: "DELETE" }]) {
        const response = await request(`${contract.path}/${id}`, init);
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual({ error: { code: "not_found", message: contract.notFoundMessage } });
      }
    }
  });

  it(`answers 401 on ${contract.path} without a session`, async () => {
    for (const [path, init] of [
      [contract.path, {}],
      [contract.path, { method: "POST", json: {} }],
      [`${contract.path}/${MISSING_ID}`, { method: "PATCH", json: {} }],
      [`${contract.path}/${MISSING_ID}`, { method: "DELETE" }],
    ] as const) {
      const response = await app.anonymous(path, init);
      expect(response.status).toBe(401);
    }
  });

  it(`rejects malformed JSON, unknown fields and bad list parameters on ${contract.path}`, async () => {
    const badJson = await request(contract.path, {
      method: "POST",
      body: "{no es json",
      headers: { "Content-Type": "application/json" },
    });
    expect(badJson.status).toBe(400);
    expect(await badJson.json()).toMatchObject({
      error: { code: "validation", message: "El cuerpo de la petición no es JSON válido" },
    });

    const unknownField = await request(contract.path, {
      method: "POST",
      json: { ...(await contract.validBody()), hacker: true },
    });
    expect(unknownField.status).toBe(400);
    expect(await unknownField.json()).toMatchObject({
      error: { message: "Campos no permitidos: hacker", fields: { hacker: "Campo no permitido" } },
    });

    const badLimit = await request(`${contract.path}?limit=0`);
    expect(badLimit.status).toBe(400);
    const badCursor = await request(`${contract.path}?cursor=basura`);
    expect(badCursor.status).toBe(400);
    expect(await badCursor.json()).toMatchObject({ error: { message: "Cursor no válido" } });
  });
}
