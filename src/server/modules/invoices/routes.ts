import { Hono, type Context } from "hono";

import { agencyToday } from "../../../shared/domain/calendar-day";
import {
  cancelInvoiceSchema,
  createInvoiceSchema,
  INVOICE_MESSAGES,
  invoiceBookQuerySchema,
  listInvoicesQuerySchema,
  rectifyInvoiceSchema,
  sendInvoiceSchema,
  updateInvoiceSchema,
  type Invoice,
  type InvoiceBookQuery,
  type ListInvoicesQuery,
} from "../../../shared/schemas/invoice";
import type { Database } from "../../db/client";
import type { DbExecutor } from "../../db/lib/executor";
import { requireVersion } from "../../db/lib/record-versions";
import { keptPages } from "../../db/lib/versioned-view";
import { createRecorded, removeRecorded, updateRecorded } from "../../history/recorded-writes";
import type { AppEnv } from "../../http/app-env";
import { actorOf, requireId } from "../../http/crud-routes";
import { conflict, notFound } from "../../http/errors";
import { keptJson } from "../../http/kept-json";
import { etagOf, ifMatchVersion } from "../../http/preconditions";
import { laggingDb } from "../../http/read-your-writes";
import { parseJsonBody, parseQuery } from "../../http/validation";
import type { Mailer } from "../../mail/mailer";
import { latestRecordOf } from "../verifactu";
import { invoiceBook, invoiceBookCsv, invoiceBookXlsx } from "./book";
import { createDraft, deleteDraft, updateDraft } from "./drafts";
import { INVOICE_HISTORY } from "./history";
import { cancelInvoice, issueDraft, rectifyInvoice } from "./issue";
import { sendInvoiceByEmail } from "./mail";
import { invoicePdf } from "./pdf";
import { getInvoice, listInvoices } from "./queries";
import { resendRejectedRecord } from "./resend";
import { invoices } from "./table";

export type InvoiceRouteOptions = { mailer: Mailer; qrEnvironment: "production" | "test" };

const fileNameOf = (invoice: Invoice) =>
  `factura-${(invoice.number ?? "borrador").replace(/[^A-Za-z0-9-]+/g, "-")}.pdf`;

/** Invoices from the ledger: drafts are the agent's; issuing, rectifying and cancelling write facts. */
export function invoiceRoutes(db: Database, options: InvoiceRouteOptions) {
  const idOf = (raw: string) => requireId(raw, INVOICE_MESSAGES.notFound);
  const current = async (tx: DbExecutor, id: string) => {
    const invoice = await getInvoice(tx, id, agencyToday());
    if (!invoice) throw notFound(INVOICE_MESSAGES.notFound);
    return invoice;
  };
  const checkVersion = async (tx: DbExecutor, id: string, expected: number | undefined) => {
    if (!(await requireVersion(tx, invoices, id, expected, () => getInvoice(tx, id, agencyToday()))))
      throw notFound(INVOICE_MESSAGES.notFound);
  };
  const answer = (c: Context<AppEnv>, invoice: Invoice, status: 200 | 201 = 200) => {
    c.header("ETag", etagOf(invoice.version));
    return c.json(invoice, status);
  };
  // Every table an invoice's row reads raises the "alerts" version: pages are kept per day between writes.
  const pages = keptPages("alerts", (tx, query: ListInvoicesQuery) => listInvoices(tx, query, agencyToday()));
  const book = keptPages("alerts", (tx, query: InvoiceBookQuery) => invoiceBook(tx, query));
  return new Hono<AppEnv>()
    .get("/", async (c) => keptJson(c, await pages(db, parseQuery(c, listInvoicesQuerySchema))))
    .get("/book", async (c) => keptJson(c, await book(db, parseQuery(c, invoiceBookQuerySchema))))
    .get("/book.csv", async (c) => {
      const book = await invoiceBook(await laggingDb(c), parseQuery(c, invoiceBookQuerySchema));
      return c.body(invoiceBookCsv(book), 200, {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="libro-facturas-${book.year}-T${book.quarter}.csv"`,
      });
    })
    .get("/book.xlsx", async (c) => {
      const book = await invoiceBook(await laggingDb(c), parseQuery(c, invoiceBookQuerySchema));
      return c.body(new Uint8Array(await invoiceBookXlsx(book)), 200, {
        "Content-Type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        "Content-Disposition": `attachment; filename="libro-facturas-${book.year}-T${book.quarter}.xlsx"`,
      });
    })
    .post("/", async (c) => {
      const input = await parseJsonBody(c, createInvoiceSchema);
      const invoice = await db.transaction((tx) =>
        createRecorded(tx, INVOICE_HISTORY, actorOf(c), async () => current(tx, await createDraft(tx, input))),
      );
      return answer(c, invoice, 201);
    })
    .get("/:id", async (c) => answer(c, await current(db, idOf(c.req.param("id")))))
    .patch("/:id", async (c) => {
      const id = idOf(c.req.param("id"));
      const expected = ifMatchVersion(c);
      const input = await parseJsonBody(c, updateInvoiceSchema);
      const invoice = await db.transaction(async (tx) => {
        await checkVersion(tx, id, expected);
        return updateRecorded(
          tx,
          INVOICE_HISTORY,
          actorOf(c),
          id,
          input,
          () => current(tx, id),
          async () => ((await updateDraft(tx, id, input)) ? current(tx, id) : undefined),
        );
      });
      if (!invoice) throw notFound(INVOICE_MESSAGES.notFound);
      return answer(c, invoice);
    })
    .delete("/:id", async (c) => {
      const id = idOf(c.req.param("id"));
      const expected = ifMatchVersion(c);
      const deleted = await db.transaction(async (tx) => {
        await checkVersion(tx, id, expected);
        return removeRecorded(
          tx,
          INVOICE_HISTORY,
          actorOf(c),
          id,
          () => getInvoice(tx, id, agencyToday()),
          () => deleteDraft(tx, id),
        );
      });
      if (!deleted) throw notFound(INVOICE_MESSAGES.notFound);
      return c.body(null, 204);
    })
    .post("/:id/issue", async (c) => {
      const id = idOf(c.req.param("id"));
      const expected = ifMatchVersion(c);
      const invoice = await db.transaction(async (tx) => {
        await checkVersion(tx, id, expected);
        return updateRecorded(
          tx,
          INVOICE_HISTORY,
          actorOf(c),
          id,
          { status: true, number: true },
          () => current(tx, id),
          async () => ((await issueDraft(tx, id, agencyToday())) ? current(tx, id) : undefined),
        );
      });
      if (!invoice) throw notFound(INVOICE_MESSAGES.notFound);
      return answer(c, invoice);
    })
    .post("/:id/rectify", async (c) => {
      const id = idOf(c.req.param("id"));
      const input = await parseJsonBody(c, rectifyInvoiceSchema);
      const invoice = await db.transaction(async (tx) => {
        const created = await rectifyInvoice(tx, id, input, agencyToday());
        if (!created) return undefined;
        return createRecorded(tx, INVOICE_HISTORY, actorOf(c), () => current(tx, created));
      });
      if (!invoice) throw notFound(INVOICE_MESSAGES.notFound);
      return answer(c, invoice, 201);
    })
    .post("/:id/cancel", async (c) => {
      const id = idOf(c.req.param("id"));
      const input = await parseJsonBody(c, cancelInvoiceSchema);
      const invoice = await db.transaction(async (tx) => {
        if (!(await cancelInvoice(tx, id, input, actorOf(c).name))) return undefined;
        return current(tx, id);
      });
      if (!invoice) throw notFound(INVOICE_MESSAGES.notFound);
      return answer(c, invoice);
    })
    .get("/:id/pdf", async (c) => {
      const invoice = await current(db, idOf(c.req.param("id")));
      const pdf = await invoicePdf(invoice, options.qrEnvironment);
      return c.body(new Uint8Array(pdf), 200, {
        "Content-Type": "application/pdf",
        "Content-Disposition": `attachment; filename="${fileNameOf(invoice)}"`,
        "Cache-Control": "private, no-store",
      });
    })
    .get("/:id/record", async (c) => {
      const id = idOf(c.req.param("id"));
      await current(db, id);
      const record = await latestRecordOf(db, id, c.req.query("kind") === "anulacion" ? "anulacion" : "alta");
      if (!record) throw notFound("Esta factura aún no tiene registro de facturación: se escribe al emitirla");
      return c.body(`<?xml version="1.0" encoding="UTF-8"?>\n${record.xml}`, 200, {
        "Content-Type": "application/xml; charset=utf-8",
        "X-Palco-Huella": record.huella,
        "Content-Disposition": `inline; filename="registro-${record.invoiceNumber.replace(/[^A-Za-z0-9-]+/g, "-")}.xml"`,
      });
    })
    .post("/:id/record/resend", async (c) => {
      const id = idOf(c.req.param("id"));
      const resent = await db.transaction((tx) => resendRejectedRecord(tx, id));
      if (!resent) throw notFound(INVOICE_MESSAGES.notFound);
      return answer(c, await current(db, id));
    })
    .post("/:id/send", async (c) => {
      const id = idOf(c.req.param("id"));
      const { to } = await parseJsonBody(c, sendInvoiceSchema);
      const invoice = await current(db, id);
      if (invoice.status !== "issued") throw conflict("Solo se envían facturas emitidas");
      if (!options.mailer.configured) throw conflict(INVOICE_MESSAGES.noMail);
      const pdf = await invoicePdf(invoice, options.qrEnvironment);
      await sendInvoiceByEmail(db, options.mailer, {
        invoice,
        pdf,
        fileName: fileNameOf(invoice),
        to,
        sentBy: actorOf(c).name,
      });
      return answer(c, await current(db, id));
    });
}
