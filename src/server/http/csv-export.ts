import type { Context } from "hono";

import { agencyToday } from "../../shared/domain/calendar-day";
import { IMPORT_FIELDS } from "../../shared/domain/csv-import";
import type { Page } from "../../shared/schemas/common";
import { BOM, cell, toCsv, type CsvExport } from "../csv/csv-document";
import { logError } from "../safe-log";
import type { AppEnv } from "./app-env";

export { toCsv, type CsvColumn, type CsvExport } from "../csv/csv-document";

/** Rows per database read: the export holds one page in memory, whatever the size of the list. */
export const EXPORT_PAGE_SIZE = 1000;

/**
 * Streams a list as a CSV download: UTF-8 with a BOM (so that Excel reads accents right), a header row of
 * Spanish column names, then page after page of the list with the filters asked for.
 */
export function csvResponse<Item>(
  c: Context<AppEnv>,
  spec: CsvExport<Item>,
  nextPage: (cursor: string | undefined) => Promise<Page<Item>>,
): Response {
  const encoder = new TextEncoder();
  let cursor: string | undefined;
  let started = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(`${BOM}${toCsv([spec.columns.map((column) => column.header)])}\r\n`));
        return;
      }
      try {
        const page = await nextPage(cursor);
        if (page.items.length > 0) {
          const rows = page.items.map((item) => spec.columns.map((column) => cell(column.value(item))));
          controller.enqueue(encoder.encode(`${toCsv(rows)}\r\n`));
        }
        if (page.nextCursor) cursor = page.nextCursor;
        else controller.close();
      } catch (error) {
        // The status line (200) is gone already: a clean end would hand the agent a truncated file that looks
        // whole. The connection is cut instead, so the browser reports the download as failed.
        // Whatever reports the stream's end sees only this, never the cause (a driver's message may hold secrets).
        logError(`[${c.get("requestId")}] exportación CSV ${spec.fileName} cortada:`, error);
        const cut = new Error(`Exportación CSV ${spec.fileName} cortada`);
        controller.error(cut);
        c.env?.outgoing?.destroy(cut);
      }
    },
  });
  c.header("Content-Type", "text/csv; charset=utf-8");
  c.header("Content-Disposition", `attachment; filename="${spec.fileName}-${agencyToday()}.csv"`);
  return c.body(body);
}

/** The import's own header for a field, so that an exported file imports again as it is. */
export const importHeader = (resource: keyof typeof IMPORT_FIELDS, field: string) =>
  IMPORT_FIELDS[resource].find((candidate) => candidate.field === field)?.header ?? field;
