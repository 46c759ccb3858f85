import { sql } from "drizzle-orm";

import type { IntegrityReport } from "../../../shared/schemas/qa";
import type { DbExecutor } from "../../db/lib/executor";
import { EXCLUSIVITY_CLASHES } from "../../modules/deals";
import { checkChains } from "../../modules/verifactu";

// Each query counts the rows that break one rule. Foreign keys and enum types already prevent most of these;
// the check is there for what they cannot see: data restored from elsewhere, written with the constraints
// off, or rules that live only in the application.
const TABLE_NAMES = {
  events: "Eventos",
  news: "Noticias",
  investments: "Inversiones",
  documents: "Documentos",
  approvals: "Aprobaciones",
} as const;

const RULES: { rule: string; violations: ReturnType<typeof sql> }[] = [
  {
    rule: "Patrocinios sin jugador",
    violations: sql`select count(*) from deals d where not exists (select 1 from players p where p.id = d.player_id)`,
  },
  {
    rule: "Patrocinios sin marca",
    violations: sql`select count(*) from deals d where not exists (select 1 from brands b where b.id = d.brand_id)`,
  },
  ...(["events", "news", "investments", "documents", "approvals"] as const).map((table) => ({
    rule: `${TABLE_NAMES[table]} sin jugador`,
    violations: sql`select count(*) from ${sql.identifier(table)} t where not exists (select 1 from players p where p.id = t.player_id)`,
  })),
  {
    rule: "OKRs de un jugador inexistente",
    violations: sql`select count(*) from okrs o where o.player_id is not null and not exists (select 1 from players p where p.id = o.player_id)`,
  },
  {
    rule: "Documentos de una marca inexistente",
    violations: sql`select count(*) from documents d where d.brand_id is not null and not exists (select 1 from brands b where b.id = d.brand_id)`,
  },
  {
    rule: "Patrocinios que se renuevan antes de empezar",
    violations: sql`select count(*) from deals where renew_date < start_date`,
  },
  { rule: "Patrocinios en conflicto de exclusividad", violations: EXCLUSIVITY_CLASHES },
  {
    rule: "Aprobaciones cuya fecha de decisión no cuadra con su estado",
    violations: sql`select count(*) from approvals where (status = 'pending') <> (decided_at is null)`,
  },
  {
    rule: "OKRs con resultados clave sin meta positiva",
    violations: sql`select count(*) from okrs o where exists (select 1 from jsonb_array_elements(o.key_results) kr where coalesce((kr->>'target')::numeric, 0) <= 0)`,
  },
];

export async function dataIntegrityReport(db: DbExecutor): Promise<IntegrityReport> {
  const rules = [];
  for (const { rule, violations } of RULES) {
    const result = await db.execute<{ count: string | number }>(violations);
    rules.push({ rule, violations: Number(result.rows[0]?.count ?? 0) });
  }
  const total = await db.execute<{ rows: string | number }>(
    sql`select (select count(*) from players) + (select count(*) from brands) + (select count(*) from deals) + (select count(*) from events) + (select count(*) from news) + (select count(*) from investments) + (select count(*) from documents) + (select count(*) from okrs) + (select count(*) from approvals) as rows`,
  );
  const chains = await checkChains(db);
  rules.push({
    rule: "Registros VERI*FACTU fuera de su cadena",
    violations: chains.reduce((sum, chain) => sum + chain.breaks.length, 0),
  });
  return { rules, rows: Number(total.rows[0]?.rows ?? 0), chains };
}
