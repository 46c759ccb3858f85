import { describe, expect, it } from "vitest";

import type { IntegrityReport } from "../../../shared/schemas/qa";
import { useSignedInApp } from "../../test/signed-in-app";

const t = useSignedInApp({}, { sample: true });

const report = async () => (await (await t.request("/api/qa/integrity")).json()) as IntegrityReport;
const violationsOf = (integrity: IntegrityReport, rule: string) =>
  integrity.rules.find((entry) => entry.rule === rule)?.violations;

describe("GET /api/qa/integrity", () => {
  it("needs a session", async () => {
    expect((await t.anonymous("/api/qa/integrity")).status).toBe(401);
  });

  it("finds the sample data whole", async () => {
    const integrity = await report();
    expect(integrity.rows).toBeGreaterThan(0);
    expect(integrity.rules.filter((rule) => rule.violations > 0)).toEqual([]);
  });

  it("sees an orphan deal written with the constraints off, and a decision without its date", async () => {
    const client = await t.database.pool.connect();
    try {
      await client.query("begin");
      // Foreign keys are triggers: a replica session writes past them, as a faulty restore would.
      await client.query("set local session_replication_role = replica");
      await client.query("insert into deals (player_id, brand_id) select gen_random_uuid(), id from brands limit 1");
      await client.query("commit");
    } finally {
      client.release();
    }
    await t.database.pool.query(
      "update approvals set decided_at = null where id = (select id from approvals where status = 'approved' limit 1)",
    );
    // Two exclusive active deals of one player in one sector, as a database of an earlier version could hold.
    await t.database.pool.query(`
      with clash as (select d.player_id, b.sector from deals d join brands b on b.id = d.brand_id where d.stage = 'Activa' limit 1),
           newcomer as (insert into brands (name, sector) select 'Marca Choque', sector from clash returning id)
      insert into deals (player_id, brand_id, stage, exclusive) select clash.player_id, newcomer.id, 'Activa', true from clash, newcomer`);
    const integrity = await report();
    expect(violationsOf(integrity, "Patrocinios en conflicto de exclusividad")).toBe(1);
    expect(violationsOf(integrity, "Patrocinios sin jugador")).toBe(1);
    expect(violationsOf(integrity, "Aprobaciones cuya fecha de decisión no cuadra con su estado")).toBe(1);
  });
});
