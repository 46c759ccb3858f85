import PDFDocument from "pdfkit";

/** A column of a report's table: its header, its share of the width and how its cells align. */
export type ReportColumn = { header: string; width: number; align?: "left" | "right" };

/** A statement or a settlement: who and what it is about, its figures, and the lines behind them. */
export type TableReport = {
  title: string;
  /** The agency or the person it is addressed to, one line each. */
  heading: string[];
  /** The figures that matter, label and value, printed large above the table. */
  figures: [string, string][];
  columns: ReportColumn[];
  rows: string[][];
  /** What an empty table says. */
  empty: string;
  /** A closing line: where the figures come from. */
  footer: string;
  author: string;
};

const MARGIN = 50;
const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
const WIDTH = PAGE_WIDTH - 2 * MARGIN;
const GREY = "#555555";

function tableHeader(doc: PDFKit.PDFDocument, columns: ReportColumn[], widths: number[]) {
  const y = doc.y;
  doc.font("Helvetica-Bold").fontSize(8).fillColor("#000000");
  let x = MARGIN;
  columns.forEach((column, index) => {
    doc.text(column.header, x, y, { width: widths[index]! - 4, align: column.align ?? "left" });
    x += widths[index]!;
  });
  doc.y = Math.max(doc.y, y + 10) + 2;
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + WIDTH, doc.y)
    .strokeColor("#999999")
    .lineWidth(0.5)
    .stroke();
  doc.y += 4;
}

/** A tabular report on A4 pages (pdfkit): title, heading, figures, and a table that carries its header over. */
export function tableReportPdf(report: TableReport): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    info: { Title: report.title, Author: report.author, Creator: "Palco" },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  doc.font("Helvetica-Bold").fontSize(16).fillColor("#000000").text(report.title, MARGIN, MARGIN, { width: WIDTH });
  doc.moveDown(0.3).font("Helvetica").fontSize(9).fillColor(GREY);
  for (const line of report.heading) doc.text(line, { width: WIDTH });
  doc.moveDown(0.8);
  const figureWidth = WIDTH / Math.max(report.figures.length, 1);
  const figuresY = doc.y;
  report.figures.forEach(([label, value], index) => {
    const x = MARGIN + index * figureWidth;
    doc
      .font("Helvetica")
      .fontSize(8)
      .fillColor(GREY)
      .text(label, x, figuresY, { width: figureWidth - 8 });
    doc
      .font("Helvetica-Bold")
      .fontSize(13)
      .fillColor("#000000")
      .text(value, x, figuresY + 11, { width: figureWidth - 8 });
  });
  doc.y = figuresY + 36;
  doc.x = MARGIN;
  const total = report.columns.reduce((sum, column) => sum + column.width, 0);
  const widths = report.columns.map((column) => (column.width / total) * WIDTH);
  tableHeader(doc, report.columns, widths);
  if (report.rows.length === 0)
    doc.font("Helvetica").fontSize(9).fillColor(GREY).text(report.empty, MARGIN, doc.y, { width: WIDTH });
  for (const row of report.rows) {
    doc.font("Helvetica").fontSize(8).fillColor("#000000");
    const height = Math.max(...row.map((cell, index) => doc.heightOfString(cell, { width: widths[index]! - 4 })));
    if (doc.y + height > PAGE_HEIGHT - MARGIN - 30) {
      doc.addPage();
      doc.y = MARGIN;
      tableHeader(doc, report.columns, widths);
      doc.font("Helvetica").fontSize(8).fillColor("#000000");
    }
    const y = doc.y;
    let x = MARGIN;
    row.forEach((cell, index) => {
      doc.text(cell, x, y, { width: widths[index]! - 4, align: report.columns[index]?.align ?? "left" });
      x += widths[index]!;
    });
    doc.y = y + height + 4;
  }
  doc.moveDown(1).font("Helvetica").fontSize(8).fillColor(GREY).text(report.footer, MARGIN, doc.y, { width: WIDTH });
  doc.end();
  return done;
}
