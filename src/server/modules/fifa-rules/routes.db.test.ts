import { describe, expect, it } from "vitest";

import { agencyToday, shiftMonths } from "../../../shared/domain/calendar-day";
import { DEFAULT_FIFA_RULES, FIFA_RULE_KEYS } from "../../../shared/domain/fifa-rules";
import type { FifaRule } from "../../../shared/schemas/fifa-rule";
import type { Mandate } from "../../../shared/schemas/mandate";
import { useSignedInApp } from "../../test/signed-in-app";

type ErrorBody = { error: { message: string; fields?: Record<string, string> } };

describe("FIFA rules API", () => {
  const t = useSignedInApp();
  const patch = (key: string, json: unknown, headers: Record<string, string> = {}) =>
    t.request(`/api/fifa-rules/${key}`, { method: "PATCH", json, headers });

  it("needs a session", async () => {
    expect((await t.anonymous("/api/fifa-rules")).status).toBe(401);
    expect((await t.anonymous("/api/fifa-rules/service-fee-cap", { method: "PATCH", json: {} })).status).toBe(401);
  });

  it("starts with the rules Palco applies, as the code's defaults say", async () => {
    const { items } = (await (await t.request("/api/fifa-rules")).json()) as { items: FifaRule[] };
    expect(items.map((rule) => rule.key).sort()).toEqual([...FIFA_RULE_KEYS].sort());
    for (const rule of items) {
      const { title, status, source } = DEFAULT_FIFA_RULES[rule.key];
      expect(rule).toMatchObject({ title, status, source, version: 1 });
    }
  });

  it("answers 404 for a rule Palco does not know, and refuses a bad status or a blank source in Spanish", async () => {
    expect((await t.request("/api/fifa-rules/no-such-rule")).status).toBe(404);
    expect((await patch("no-such-rule", { status: "en vigor" })).status).toBe(404);
    const bad = await patch("service-fee-cap", { status: "derogada", source: " " });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as ErrorBody).error.fields).toEqual({
      status: "El estado debe ser «en vigor» o «suspendida»",
      source: "Indica la fuente de la regla (artículo o circular)",
    });
  });

  it("changes a rule by editing its data: the warnings carry the new status and source, a stale edit is refused", async () => {
    const read = await t.request("/api/fifa-rules/service-fee-cap");
    const etag = read.headers.get("ETag") ?? "";
    const source = "Reglamento FIFA de Agentes de Fútbol, art. 15 (restablecido)";
    const changed = await patch("service-fee-cap", { status: "en vigor", source }, { "If-Match": etag });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ status: "en vigor", source, version: 2 });
    const stale = await patch("service-fee-cap", { status: "suspendida" }, { "If-Match": etag });
    expect(stale.status).toBe(412);

    const player = await t.make.player();
    const today = agencyToday();
    const mandate = (await (
      await t.request("/api/mandates", {
        method: "POST",
        json: {
          playerId: player.id,
          startDate: today,
          endDate: shiftMonths(today, 12),
          commissionPercent: 6,
          legalAdviceConfirmed: true,
        },
      })
    ).json()) as Mandate;
    expect(mandate.warnings).toEqual([
      expect.objectContaining({ rule: "service-fee-cap", status: "en vigor", source }),
    ]);

    const history = (await (
      await t.request(`/api/activity?entityType=fifa_rule&entityId=${((await read.json()) as FifaRule).id}`)
    ).json()) as { items: { action: string; changes: { field: string }[] }[] };
    expect(history.items[0]).toMatchObject({ action: "update" });
    expect(history.items[0]?.changes.map((change) => change.field).sort()).toEqual(["source", "status"]);
  });
});
