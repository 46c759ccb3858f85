import { formatInvoiceDate, formatInvoiceEuros } from "../../../shared/domain/invoices";
import { slug } from "../../../shared/domain/slug";
import { STATEMENT_PAYER_LABELS, type PlayerStatement } from "../../../shared/schemas/player-statement";
import { tableReportPdf } from "../../pdf/table-report";

export const statementFileName = (statement: PlayerStatement) =>
  `extracto-${slug(statement.player.name, "-", 60, "jugador")}-${statement.year}.pdf`;

/** The player's yearly statement: totals, then each payer, then each instalment behind them. */
export function playerStatementPdf(statement: PlayerStatement, letterhead: string[]): Promise<Buffer> {
  const payerRows = statement.payers.map((payer) => [
    STATEMENT_PAYER_LABELS[payer.kind],
    payer.name,
    "",
    formatInvoiceEuros(payer.agreed),
    formatInvoiceEuros(payer.invoiced),
    formatInvoiceEuros(payer.paid),
  ]);
  const lineRows = statement.lines.map((line) => [
    formatInvoiceDate(line.dueDate),
    line.description,
    line.invoiceNumber ?? "",
    formatInvoiceEuros(line.agreed),
    line.invoiced === null ? "—" : formatInvoiceEuros(line.invoiced),
    formatInvoiceEuros(line.paid),
  ]);
  return tableReportPdf({
    title: `Extracto ${statement.year} de ${statement.player.name}`,
    heading: [
      ...letterhead,
      "",
      "Lo que la agencia acordó, facturó y cobró por sus servicios al jugador, y quién lo pagó.",
    ],
    figures: [
      ["Acordado", formatInvoiceEuros(statement.agreed)],
      ["Facturado (base)", formatInvoiceEuros(statement.invoiced)],
      ["Cobrado", formatInvoiceEuros(statement.paid)],
    ],
    columns: [
      { header: "Vence / Pagador", width: 16 },
      { header: "Concepto", width: 38 },
      { header: "Factura", width: 12 },
      { header: "Acordado", width: 12, align: "right" },
      { header: "Facturado", width: 12, align: "right" },
      { header: "Cobrado", width: 12, align: "right" },
    ],
    rows: [...payerRows, ...(payerRows.length > 0 ? [["", "", "", "", "", ""]] : []), ...lineRows],
    empty: `Sin comisiones de la agencia en ${statement.year}.`,
    footer:
      "Importes sin IVA. Lo que pagan los clubes por la intermediación en una operación se paga en nombre del jugador.",
    author: letterhead[0] ?? "Palco",
  });
}
