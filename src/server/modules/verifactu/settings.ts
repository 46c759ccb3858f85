import { sql } from "drizzle-orm";

import type { RecordState } from "../../../shared/schemas/invoice";
import type { UpdateVerifactuInput, VerifactuStatus } from "../../../shared/schemas/verifactu";
import { toIso } from "../../db/lib/dates";
import type { DbExecutor } from "../../db/lib/executor";
import { qrEnvironmentOf } from "./endpoints";
import { verifactuSettings } from "./table";

/** The one settings row, made with sending off on first need. */
export async function ensureSettings(db: DbExecutor) {
  await db.insert(verifactuSettings).values({ id: 1 }).onConflictDoNothing();
}

export async function verifactuStatus(db: DbExecutor, endpoint: string): Promise<VerifactuStatus> {
  await ensureSettings(db);
  const [settings] = await db.select().from(verifactuSettings);
  if (!settings) throw new Error("no VERI*FACTU settings");
  const counted = await db.execute<{ state: RecordState; count: number }>(sql`
    select coalesce(s.state, 'pendiente') as state, count(*)::int as count
    from verifactu_records r
    left join lateral (select state from verifactu_submissions where record_id = r.id order by answered_at desc limit 1) s on true
    group by 1`);
  const records: Record<RecordState, number> = { pendiente: 0, aceptado: 0, aceptado_con_errores: 0, rechazado: 0 };
  for (const row of counted.rows) records[row.state] = row.count;
  return {
    sending: settings.sending,
    producerName: settings.producerName,
    producerNif: settings.producerNif,
    installationNumber: settings.installationNumber,
    certificate:
      settings.certificate && settings.certificateName && settings.certificateUploadedAt
        ? { name: settings.certificateName, uploadedAt: toIso(settings.certificateUploadedAt) }
        : null,
    endpoint,
    environment: qrEnvironmentOf(endpoint),
    lastAttemptAt: settings.lastAttemptAt ? toIso(settings.lastAttemptAt) : null,
    lastError: settings.lastError,
    nextSendAfter: settings.nextSendAfter ? toIso(settings.nextSendAfter) : null,
    records,
    version: settings.version,
  };
}

export async function updateVerifactuSettings(db: DbExecutor, input: UpdateVerifactuInput) {
  await ensureSettings(db);
  await db.update(verifactuSettings).set(input);
}

export async function storeCertificate(db: DbExecutor, sealed: Buffer | null, name: string | null) {
  await ensureSettings(db);
  await db
    .update(verifactuSettings)
    .set({ certificate: sealed, certificateName: name, certificateUploadedAt: sealed ? new Date() : null });
}
