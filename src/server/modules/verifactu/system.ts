import { sql } from "drizzle-orm";

import type { DbExecutor } from "../../db/lib/executor";
import { appVersion } from "../../paths";
import type { InformationSystem } from "./record-xml";

/** Palco as the records name it: the system's name, its two-character id and this version. */
export const SYSTEM_NAME = "Palco";
export const SYSTEM_ID = "PA";

/**
 * The information system as of now: the producer is who deploys Palco and signs its declaration (Configuración >
 * Facturación); until they say, the issuer that generates the record.
 */
export async function informationSystemOf(
  db: DbExecutor,
  issuer: { name: string; nif: string },
): Promise<InformationSystem> {
  const result = await db.execute<{
    producer_name: string | null;
    producer_nif: string | null;
    installation_number: string | null;
    issuers: number;
  }>(sql`
    select s.producer_name, s.producer_nif, s.installation_number, (select count(*)::int from billing_issuers) as issuers
    from (select 1) as one left join verifactu_settings s on s.id = 1`);
  const row = result.rows[0];
  return {
    producerName: row?.producer_name ?? issuer.name,
    producerNif: row?.producer_nif ?? issuer.nif,
    name: SYSTEM_NAME,
    id: SYSTEM_ID,
    version: appVersion,
    installationNumber: row?.installation_number ?? "1",
    severalIssuers: (row?.issuers ?? 1) > 1,
  };
}
