import type { TableShape } from "./tables";

/**
 * A Palco backup is a gzip text file: this first line, a JSON header line, then for each table a
 * "TABLE name" line, its rows in COPY text format (one row a line), and a "\." line.
 */
export const BACKUP_MAGIC = "PALCO-BACKUP 1";
export const TABLE_PREFIX = "TABLE ";
export const END_OF_ROWS = "\\.";

export type BackupHeader = {
  createdAt: string;
  /** Hashes of the migrations the database had, oldest first: the schema the rows belong to. */
  migrations: string[];
  tables: TableShape[];
};

export class BackupError extends Error {}
