import { sql } from "drizzle-orm";
import Papa from "papaparse";
import writeXlsxFile from "write-excel-file/node";

import { quarterBounds } from "../../../shared/domain/commissions";
import { formatCsvDate } from "../../../shared/domain/csv-values";
import type { VatTreatment } from "../../../shared/domain/invoice-amounts";
import { VAT_TREATMENT_LABELS } from "../../../shared/domain/invoices";
import type {
  InvoiceBook,
  InvoiceBookQuery,
  InvoiceBookRow,
  IssuerQuarterTotals,
} from "../../../shared/schemas/invoice";
import type { DbExecutor } from "../../db/lib/executor";
import { cents } from "./amounts";

/** The quarter's days: the first of its three months to the last. */
export function quarterRange(year: number, quarter: number) {
  return quarterBounds(`${year}-${String((quarter - 1) * 3 + 1).padStart(2, "0")}-01`);
}

type Row = Omit<InvoiceBookRow, "base" | "vat" | "total" | "withheld" | "vatRate"> & {
  base: string;
  vat: string;
  total: string;
  withheld: string;
  vat_rate: string;
};

/** The issued invoices of a quarter, in number order per issuer, and each issuer's figures for its returns. */
export async function invoiceBook(db: DbExecutor, query: InvoiceBookQuery): Promise<InvoiceBook> {
  const { start, end } = quarterRange(query.year, query.quarter);
  const result = await db.execute<Row>(sql`
    select i.id, i.number, i.issued_on::text as "issuedOn", i.invoice_type as "invoiceType",
      i.issuer_name as "issuerName", i.issuer_nif as "issuerNif",
      i.recipient_name as "recipientName", coalesce(i.recipient_nif, i.recipient_foreign_id) as "recipientId",
      i.recipient_country as "recipientCountry", i.vat_treatment as "vatTreatment", i.vat_rate::text as vat_rate,
      i.base_amount::text as base, i.vat_amount::text as vat, i.total_amount::text as total,
      i.withheld_amount::text as withheld, r.number as "rectifies",
      exists (select 1 from invoice_cancellations c where c.invoice_id = i.id) as cancelled
    from invoices i left join invoices r on r.id = i.rectifies_id
    where i.status = 'issued' and i.issued_on between ${start} and ${end}
      ${query.issuerId ? sql`and i.issuer_id = ${query.issuerId}` : sql``}
    order by i.issuer_nif, i.issued_on, i.series, i.sequence`);
  const rows: InvoiceBookRow[] = result.rows.map(({ vat_rate, base, vat, total, withheld, ...row }) => ({
    ...row,
    vatRate: Number(vat_rate),
    base: Number(base),
    vat: Number(vat),
    total: Number(total),
    withheld: Number(withheld),
  }));
  return { year: query.year, quarter: query.quarter, from: start, to: end, rows, totals: totalsOf(rows) };
}

/** Per issuer, what its quarterly VAT and income returns ask: bases and tax by rate and treatment, IRPF withheld. */
function totalsOf(rows: InvoiceBookRow[]): IssuerQuarterTotals[] {
  const byIssuer = new Map<string, InvoiceBookRow[]>();
  for (const row of rows) {
    // A cancelled invoice never happened for the returns.
    if (row.cancelled) continue;
    byIssuer.set(row.issuerNif, [...(byIssuer.get(row.issuerNif) ?? []), row]);
  }
  return [...byIssuer.entries()].map(([issuerNif, issued]) => {
    const groups = new Map<
      string,
      { vatTreatment: VatTreatment; vatRate: number; baseCents: number; vatCents: number }
    >();
    for (const row of issued) {
      const key = `${row.vatTreatment}:${row.vatRate}`;
      const group = groups.get(key) ?? {
        vatTreatment: row.vatTreatment,
        vatRate: row.vatRate,
        baseCents: 0,
        vatCents: 0,
      };
      group.baseCents += cents(row.base);
      group.vatCents += cents(row.vat);
      groups.set(key, group);
    }
    const sum = (pick: (row: InvoiceBookRow) => number) =>
      issued.reduce((total, row) => total + cents(pick(row)), 0) / 100;
    return {
      issuerNif,
      issuerName: issued[0]?.issuerName ?? "",
      invoices: issued.length,
      byTreatment: [...groups.values()].map((group) => ({
        vatTreatment: group.vatTreatment,
        vatRate: group.vatRate,
        base: group.baseCents / 100,
        vat: group.vatCents / 100,
      })),
      base: sum((row) => row.base),
      vat: sum((row) => row.vat),
      total: sum((row) => row.total),
      withheld: sum((row) => row.withheld),
    };
  });
}

const HEADERS = [
  "Número",
  "Fecha",
  "Tipo",
  "Emisor",
  "NIF emisor",
  "Destinatario",
  "NIF/ID destinatario",
  "País",
  "IVA",
  "Tipo IVA (%)",
  "Base imponible (€)",
  "Cuota IVA (€)",
  "Total factura (€)",
  "Retención IRPF (€)",
  "Rectifica a",
  "Anulada",
];

const cellsOf = (row: InvoiceBookRow) =>
  [
    row.number,
    row.issuedOn,
    row.invoiceType,
    row.issuerName,
    row.issuerNif,
    row.recipientName,
    row.recipientId ?? "",
    row.recipientCountry,
    VAT_TREATMENT_LABELS[row.vatTreatment],
    row.vatRate,
    row.base,
    row.vat,
    row.total,
    row.withheld,
    row.rectifies ?? "",
    row.cancelled ? "Sí" : "No",
  ] as const;

const spanishNumber = (value: number) => value.toFixed(2).replace(".", ",");
// A text a spreadsheet would run as a formula is written with a leading apostrophe; amounts (a rectification's
// "-100,00") stay numbers.
const defused = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

/** The book as es-ES Excel reads a CSV: semicolons, decimal commas, dates as DD/MM/YYYY, a BOM for the accents. */
export function invoiceBookCsv(book: InvoiceBook): string {
  const rows = book.rows.map((row) =>
    cellsOf(row).map((cell, index) =>
      typeof cell === "number"
        ? spanishNumber(cell)
        : index === 1
          ? formatCsvDate(String(cell))
          : defused(String(cell)),
    ),
  );
  return `\uFEFF${Papa.unparse([HEADERS, ...rows], { delimiter: ";", newline: "\r\n", header: false })}\r\n`;
}

/** The book as an Excel workbook: numbers as numbers, dates as dates, and a second sheet with the totals. */
export async function invoiceBookXlsx(book: InvoiceBook): Promise<Buffer> {
  const header = HEADERS.map((value) => ({ value, fontWeight: "bold" as const }));
  const rows = book.rows.map((row) =>
    cellsOf(row).map((cell, index) =>
      typeof cell === "number"
        ? { value: cell, type: Number, format: index === 9 ? "0" : "#,##0.00" }
        : index === 1
          ? { value: new Date(`${cell}T00:00:00Z`), type: Date, format: "dd/mm/yyyy" }
          : { value: String(cell), type: String },
    ),
  );
  const totalsHeader = ["Emisor", "NIF", "Facturas", "IVA", "Tipo (%)", "Base imponible (€)", "Cuota (€)"].map(
    (value) => ({
      value,
      fontWeight: "bold" as const,
    }),
  );
  const totals = book.totals.flatMap((issuer) => [
    ...issuer.byTreatment.map((group) => [
      { value: issuer.issuerName, type: String },
      { value: issuer.issuerNif, type: String },
      { value: issuer.invoices, type: Number },
      { value: VAT_TREATMENT_LABELS[group.vatTreatment], type: String },
      { value: group.vatRate, type: Number },
      { value: group.base, type: Number, format: "#,##0.00" },
      { value: group.vat, type: Number, format: "#,##0.00" },
    ]),
    [
      { value: issuer.issuerName, type: String },
      { value: issuer.issuerNif, type: String },
      { value: "Retención IRPF soportada", type: String },
      null,
      null,
      null,
      { value: issuer.withheld, type: Number, format: "#,##0.00" },
    ],
  ]);
  return writeXlsxFile([
    { data: [header, ...rows], sheet: "Facturas emitidas" },
    { data: [totalsHeader, ...totals], sheet: "Totales del trimestre" },
  ] as never).toBuffer();
}
