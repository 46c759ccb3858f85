import { and, desc, eq, gte, lte, sql } from "drizzle-orm";

import { invoiceStateOf, VAT_LEGAL_MENTIONS } from "../../../shared/domain/invoices";
import type { Page } from "../../../shared/schemas/common";
import type {
  Invoice,
  InvoiceLine,
  InvoiceListItem,
  InvoiceRecordSummary,
  ListInvoicesQuery,
} from "../../../shared/schemas/invoice";
import { toIso } from "../../db/lib/dates";
import type { DbExecutor } from "../../db/lib/executor";
import { afterCursor, toPage } from "../../db/lib/pagination";
import { billingIssuers } from "../billing-issuers/table";
import { cents } from "./amounts";
import { invoices } from "./table";

/** What arrived on the instalments an invoice bills, their amounts and the latest due day. */
const ledgerFigures = sql<{ billed: number; paid: number; due_on: string | null }>`(
  select json_build_object(
    'billed', coalesce(sum(c.amount), 0)::float8,
    'paid', coalesce(sum(least(c.paid_amount, c.amount)), 0)::float8,
    'due_on', max(c.due_date))
  from commissions c where c.id in (select l.commission_id from invoice_lines l where l.invoice_id = ${invoices.id}))`;

const cancelledAt = sql<
  string | null
>`(select cancelled_at from invoice_cancellations where invoice_id = ${invoices.id})`;

const listColumns = {
  id: invoices.id,
  status: invoices.status,
  rectifiesId: invoices.rectifiesId,
  number: invoices.number,
  issuedOn: invoices.issuedOn,
  invoiceType: invoices.invoiceType,
  total: invoices.totalAmount,
  payable: invoices.payableAmount,
  issuerName: sql<string>`coalesce(${invoices.issuerName}, ${billingIssuers.name})`,
  recipientName: invoices.recipientName,
  ledger: ledgerFigures,
  cancelledAt,
  createdAt: invoices.createdAt,
  version: invoices.version,
};

type ListRow = {
  status: Invoice["status"];
  rectifiesId: string | null;
  ledger: { billed: number; paid: number; due_on: string | null };
  cancelledAt: string | null;
};

const stateOf = (row: ListRow, today: string) =>
  invoiceStateOf({
    status: row.status,
    cancelled: row.cancelledAt !== null,
    billedCents: cents(row.ledger.billed),
    paidCents: cents(row.ledger.paid),
    dueOn: row.ledger.due_on,
    today,
  });

export async function listInvoices(
  db: DbExecutor,
  query: ListInvoicesQuery,
  today: string,
): Promise<Page<InvoiceListItem>> {
  const rows = await db
    .select(listColumns)
    .from(invoices)
    .innerJoin(billingIssuers, eq(billingIssuers.id, invoices.issuerId))
    .where(
      and(
        query.status ? eq(invoices.status, query.status) : undefined,
        query.issuerId ? eq(invoices.issuerId, query.issuerId) : undefined,
        query.from ? gte(invoices.issuedOn, query.from) : undefined,
        query.to ? lte(invoices.issuedOn, query.to) : undefined,
        afterCursor([invoices.createdAt, invoices.id], query.cursor, "desc"),
      ),
    )
    .orderBy(desc(invoices.createdAt), desc(invoices.id))
    .limit(query.limit + 1);
  return toPage(
    rows,
    query.limit,
    (row) => [toIso(row.createdAt), row.id],
    ({ ledger, cancelledAt: _cancelled, rectifiesId, ...row }) => ({
      ...row,
      kind: rectifiesId ? ("rectificativa" as const) : ("ordinaria" as const),
      state: stateOf({ ...row, ledger, rectifiesId, cancelledAt: _cancelled }, today),
      paid: ledger.paid,
      createdAt: toIso(row.createdAt),
    }),
  );
}

type RecordRow = {
  id: string;
  kind: "alta" | "anulacion";
  huella: string;
  generated_at: string;
  state: string | null;
  message: string | null;
};

export async function getInvoice(db: DbExecutor, id: string, today: string): Promise<Invoice | undefined> {
  const [row] = await db
    .select({
      invoice: invoices,
      issuer: billingIssuers,
      ledger: ledgerFigures,
      cancelledAt,
      cancelReason: sql<string | null>`(select reason from invoice_cancellations where invoice_id = ${invoices.id})`,
      rectifies: sql<{ id: string; number: string; issuedOn: string } | null>`(
        select json_build_object('id', r.id, 'number', r.number, 'issuedOn', r.issued_on) from invoices r where r.id = ${invoices.rectifiesId})`,
      rectifiedBy: sql<{ id: string; number: string }[]>`coalesce((
        select json_agg(json_build_object('id', r.id, 'number', r.number) order by r.issued_at)
        from invoices r where r.rectifies_id = ${invoices.id} and r.status = 'issued'), '[]'::json)`,
      lines: sql<InvoiceLine[]>`coalesce((
        select json_agg(json_build_object('id', l.id, 'commissionId', l.commission_id, 'description', l.description,
          'baseAmount', l.base_amount::float8) order by l.position)
        from invoice_lines l where l.invoice_id = ${invoices.id}), '[]'::json)`,
      records: sql<RecordRow[]>`coalesce((
        select json_agg(json_build_object('id', r.id, 'kind', r.kind, 'huella', r.huella, 'generated_at', r.generated_at,
          'state', s.state, 'message', s.message) order by r.position)
        from verifactu_records r
        left join lateral (select state, message from verifactu_submissions where record_id = r.id
          order by answered_at desc limit 1) s on true
        where r.invoice_id = ${invoices.id}), '[]'::json)`,
      sendings: sql<{ to: string; sentAt: string }[]>`coalesce((
        select json_agg(json_build_object('to', s.to, 'sentAt', s.sent_at) order by s.sent_at)
        from invoice_sendings s where s.invoice_id = ${invoices.id}), '[]'::json)`,
      sending: sql<boolean>`coalesce((select sending = 'verifactu' from verifactu_settings where id = 1), false)`,
    })
    .from(invoices)
    .innerJoin(billingIssuers, eq(billingIssuers.id, invoices.issuerId))
    .where(eq(invoices.id, id));
  if (!row) return undefined;
  const { invoice, issuer, ledger } = row;
  const issued = invoice.status === "issued";
  return {
    id: invoice.id,
    status: invoice.status,
    state: stateOf(
      { status: invoice.status, rectifiesId: invoice.rectifiesId, ledger, cancelledAt: row.cancelledAt },
      today,
    ),
    kind: invoice.rectifiesId ? "rectificativa" : "ordinaria",
    issuer: {
      id: issuer.id,
      kind: issuer.kind,
      // An issued invoice shows the issuer as it printed it.
      name: (issued && invoice.issuerName) || issuer.name,
      nif: (issued && invoice.issuerNif) || issuer.nif,
      address: (issued && invoice.issuerAddress) || issuer.address,
      licenceNumber: issued ? invoice.issuerLicence : issuer.licenceNumber,
    },
    number: invoice.number,
    series: invoice.series,
    issuedOn: invoice.issuedOn,
    invoiceType: invoice.invoiceType,
    recipient: {
      kind: invoice.recipientKind,
      recordId: invoice.recipientRecordId,
      name: invoice.recipientName,
      nif: invoice.recipientNif,
      foreignId: invoice.recipientForeignId,
      idType: invoice.recipientIdType,
      country: invoice.recipientCountry,
      address: invoice.recipientAddress,
      email: invoice.recipientEmail,
    },
    payerName: invoice.payerName,
    serviceRecipientName: invoice.serviceRecipientName,
    vatTreatment: invoice.vatTreatment,
    vatRate: invoice.vatRate,
    irpfPercent: invoice.irpfPercent,
    lines: row.lines,
    base: invoice.baseAmount,
    vat: invoice.vatAmount,
    total: invoice.totalAmount,
    withheld: invoice.withheldAmount,
    payable: invoice.payableAmount,
    paid: ledger.paid,
    dueOn: ledger.due_on,
    rectifies: row.rectifies,
    rectificationCode: invoice.rectificationCode,
    rectificationMethod: invoice.rectificationMethod,
    rectificationReason: invoice.rectificationReason,
    rectifiedBy: row.rectifiedBy,
    cancellation:
      row.cancelledAt && row.cancelReason ? { reason: row.cancelReason, cancelledAt: toIso(row.cancelledAt) } : null,
    records: row.records.map(
      (record): InvoiceRecordSummary => ({
        id: record.id,
        kind: record.kind,
        huella: record.huella,
        generatedAt: record.generated_at,
        state: (record.state ?? "pendiente") as InvoiceRecordSummary["state"],
        message: record.message,
      }),
    ),
    sending: row.sending,
    sendings: row.sendings,
    notes: invoice.notes,
    createdAt: toIso(invoice.createdAt),
    updatedAt: toIso(invoice.updatedAt),
    version: invoice.version,
  };
}

/** The legal ground an invoice without VAT prints. */
export const legalMentionOf = (invoice: Pick<Invoice, "vatTreatment">) => VAT_LEGAL_MENTIONS[invoice.vatTreatment];
