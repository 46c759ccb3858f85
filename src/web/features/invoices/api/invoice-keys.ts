/** The invoice screens' own cache keys: nothing outside them reads invoices, so they stay out of the shared list. */
export const invoiceKeys = {
  all: ["invoices"] as const,
  list: (status: string) => ["invoices", "list", status] as const,
  detail: (id: string) => ["invoices", "detail", id] as const,
  book: (year: number, quarter: number) => ["invoices", "book", year, quarter] as const,
  issuers: ["invoices", "issuers"] as const,
  verifactu: ["invoices", "verifactu"] as const,
};
