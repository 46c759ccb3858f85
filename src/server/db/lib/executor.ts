import type { Database } from "../client";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** The database or a transaction on it: query functions work inside and outside one. */
export type DbExecutor = Database | Transaction;
