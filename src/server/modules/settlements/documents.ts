import writeXlsxFile from "write-excel-file/node";

import { formatInvoiceDate, formatInvoiceEuros } from "../../../shared/domain/invoices";
import { slug } from "../../../shared/domain/slug";
import { SPLIT_BASIS_LABELS, SPLIT_DUE_LABELS } from "../../../shared/domain/splits";
import { COLLABORATOR_KIND_LABELS } from "../../../shared/schemas/collaborator";
import type { Settlement, SettlementLine, ThirdPartyReport, ThirdPartyRow } from "../../../shared/schemas/settlement";
import { csvDocument, type CsvExport } from "../../csv/csv-document";
import { tableReportPdf } from "../../pdf/table-report";

const termsOf = (line: SettlementLine) =>
  line.percent !== null ? `${line.percent.toLocaleString("es-ES")} %` : formatInvoiceEuros(line.fixedAmount ?? 0);

const settlementColumns: CsvExport<SettlementLine> = {
  fileName: "liquidacion",
  columns: [
    { header: "Vence", value: (line) => formatInvoiceDate(line.dueDate) },
    { header: "Concepto", value: (line) => line.description },
    { header: "Paga", value: (line) => line.payerName },
    { header: "Factura", value: (line) => line.invoiceNumber ?? "" },
    { header: "Cuota (€)", value: (line) => line.instalmentAmount },
    { header: "Reparto", value: (line) => termsOf(line) },
    { header: "Base de cálculo", value: (line) => SPLIT_BASIS_LABELS[line.basis] },
    { header: "Se debe", value: (line) => SPLIT_DUE_LABELS[line.due] },
    { header: "Parte (€)", value: (line) => line.share },
    { header: "Devengado en el periodo (€)", value: (line) => line.earnedInPeriod },
    { header: "Devengado hasta la fecha (€)", value: (line) => line.earnedToDate },
  ],
};

export const settlementFileName = (settlement: Settlement, extension: "pdf" | "csv") =>
  `liquidacion-${slug(settlement.collaborator.name, "-", 60, "colaborador")}-${settlement.from}-${settlement.to}.${extension}`;

/** The lines, then the payouts and the totals, as es-ES Excel reads a CSV. */
export function settlementCsv(settlement: Settlement): string {
  const lines = csvDocument(settlementColumns, settlement.lines);
  const payouts = csvDocument(
    {
      fileName: "pagos",
      columns: [
        { header: "Pagado el", value: (payout: Settlement["payouts"][number]) => formatInvoiceDate(payout.paidOn) },
        { header: "Importe (€)", value: (payout) => payout.amount },
        { header: "Anticipo", value: (payout) => payout.advance },
        { header: "Nota", value: (payout) => payout.note },
      ],
    },
    settlement.payouts,
  ).replace(/^\uFEFF/, "");
  const totals = csvDocument(
    {
      fileName: "totales",
      columns: [
        { header: "Devengado en el periodo (€)", value: (s: Settlement) => s.earned },
        { header: "Pagado en el periodo (€)", value: (s) => s.paid },
        { header: "Pendiente al cierre (€)", value: (s) => s.pending },
      ],
    },
    [settlement],
  ).replace(/^\uFEFF/, "");
  return `${lines}\r\n${payouts}\r\n${totals}`;
}

/** The settlement as the collaborator receives it: figures, the instalments behind them and the payouts. */
export function settlementPdf(settlement: Settlement, letterhead: string[]): Promise<Buffer> {
  const { collaborator } = settlement;
  const who = [
    `${COLLABORATOR_KIND_LABELS[collaborator.kind]}: ${collaborator.name}`,
    collaborator.taxId ? `NIF / ID fiscal: ${collaborator.taxId}` : "",
    collaborator.licenceNumber ? `Licencia FIFA nº ${collaborator.licenceNumber}` : "",
  ].filter(Boolean);
  const payoutRows = settlement.payouts.map((payout) => [
    formatInvoiceDate(payout.paidOn),
    `Pago${payout.advance ? " (anticipo)" : ""}${payout.note ? `: ${payout.note}` : ""}`,
    "",
    "",
    "",
    `-${formatInvoiceEuros(payout.amount)}`,
  ]);
  return tableReportPdf({
    title: `Liquidación del ${formatInvoiceDate(settlement.from)} al ${formatInvoiceDate(settlement.to)}`,
    heading: [...letterhead, "", ...who],
    figures: [
      ["Devengado en el periodo", formatInvoiceEuros(settlement.earned)],
      ["Pagado en el periodo", formatInvoiceEuros(settlement.paid)],
      ["Pendiente al cierre", formatInvoiceEuros(settlement.pending)],
    ],
    columns: [
      { header: "Vence", width: 11 },
      { header: "Concepto", width: 38 },
      { header: "Cuota", width: 14, align: "right" },
      { header: "Reparto", width: 13 },
      { header: "Parte", width: 12, align: "right" },
      { header: "Devengado / pagado", width: 14, align: "right" },
    ],
    rows: [
      ...settlement.lines.map((line) => [
        formatInvoiceDate(line.dueDate),
        `${line.description}${line.invoiceNumber ? ` · factura ${line.invoiceNumber}` : ""}`,
        formatInvoiceEuros(line.instalmentAmount),
        `${termsOf(line)} · ${SPLIT_DUE_LABELS[line.due].toLowerCase()}`,
        formatInvoiceEuros(line.share),
        formatInvoiceEuros(line.earnedInPeriod),
      ]),
      ...payoutRows,
    ],
    empty: "Nada devengado ni pagado en el periodo.",
    footer:
      "Calculado por Palco con los cobros y las facturas registrados: cada parte se devenga al facturar o al cobrar, según el reparto acordado, y en proporción a lo cobrado.",
    author: letterhead[0] ?? "Palco",
  });
}

const thirdPartyColumns: CsvExport<ThirdPartyRow> = {
  fileName: "terceros",
  columns: [
    { header: "Tipo", value: (row) => (row.kind === "cliente" ? "Cliente" : "Colaborador") },
    { header: "Nombre", value: (row) => row.name },
    { header: "NIF / ID fiscal", value: (row) => row.taxId ?? "" },
    { header: "Operaciones", value: (row) => row.count },
    { header: "Importe anual con IVA (€)", value: (row) => row.total },
    { header: "Retención IRPF (€)", value: (row) => row.withheld },
    { header: "Supera 3.005,06 €", value: (row) => row.overThreshold },
  ],
};

export const thirdPartyCsv = (report: ThirdPartyReport) => csvDocument(thirdPartyColumns, report.rows);

/** The third-party totals as an Excel workbook: numbers as numbers, the threshold as a yes/no column. */
export function thirdPartyXlsx(report: ThirdPartyReport): Promise<Buffer> {
  const header = thirdPartyColumns.columns.map((column) => ({ value: column.header, fontWeight: "bold" as const }));
  const rows = report.rows.map((row) => [
    { value: row.kind === "cliente" ? "Cliente" : "Colaborador", type: String },
    { value: row.name, type: String },
    { value: row.taxId ?? "", type: String },
    { value: row.count, type: Number, format: "0" },
    { value: row.total, type: Number, format: "#,##0.00" },
    { value: row.withheld, type: Number, format: "#,##0.00" },
    { value: row.overThreshold ? "Sí" : "No", type: String },
  ]);
  return writeXlsxFile([{ data: [header, ...rows], sheet: `Terceros ${report.year}` }] as never).toBuffer();
}
