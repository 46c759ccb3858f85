import Papa from "papaparse";

import { formatCsvNumber } from "../../shared/domain/csv-values";

export type CsvColumn<Item> = { header: string; value: (item: Item) => string | number | boolean | null | undefined };
export type CsvExport<Item> = { fileName: string; columns: CsvColumn<Item>[] };

export const BOM = "\uFEFF";
export const cell = (value: string | number | boolean | null | undefined) =>
  value === null || value === undefined
    ? ""
    : typeof value === "number"
      ? formatCsvNumber(value)
      : typeof value === "boolean"
        ? value
          ? "Sí"
          : "No"
        : value;

// A cell a spreadsheet would read as a formula: its first character is =, +, -, @, a tab or a carriage return,
// whatever follows, line breaks included (papaparse's own pattern stops at a line break and lets "=1+1\nx" through).
const FORMULA_START = /^[=+\-@\t\r]/;

/** es-ES Excel: semicolons, CRLF, and formulas defused with a leading apostrophe. */
export const toCsv = (rows: string[][]) =>
  Papa.unparse(rows, { delimiter: ";", newline: "\r\n", escapeFormulae: FORMULA_START, header: false });

/** A short list (a settlement, a statement) as a whole CSV file, with the same cells and BOM as the streamed ones. */
export const csvDocument = <Item>(spec: CsvExport<Item>, items: Item[]) =>
  `${BOM}${toCsv([spec.columns.map((column) => column.header), ...items.map((item) => spec.columns.map((column) => cell(column.value(item))))])}\r\n`;
