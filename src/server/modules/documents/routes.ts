import { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";

import { formatCsvDate } from "../../../shared/domain/csv-values";
import { DOCUMENT_KIND_LABELS, isMedical, MEDICAL_REFUSED } from "../../../shared/domain/papers";
import {
  createDocumentSchema,
  listDocumentsQuerySchema,
  updateDocumentSchema,
  type PalcoDocument,
} from "../../../shared/schemas/document";
import type { Database } from "../../db/client";
import { createRecorded } from "../../history/recorded-writes";
import type { AppEnv } from "../../http/app-env";
import { actorOf, crudRoutes, requireId } from "../../http/crud-routes";
import type { CsvExport } from "../../http/csv-export";
import { forbidden, notFound } from "../../http/errors";
import { receiveUpload } from "../../http/receive-upload";
import { parseOrThrow } from "../../http/validation";
import type { FileStorage } from "../../storage/storage";
import { DOCUMENT_HISTORY } from "./history";
import {
  createDocument,
  deleteDocument,
  documentFileKeys,
  getDocument,
  getDocumentFile,
  listDocuments,
  updateDocument,
} from "./queries";
import { documents } from "./table";

// What the CSV export contains.
const documentsCsv: CsvExport<PalcoDocument> = {
  fileName: "documentos",
  columns: [
    { header: "Nombre", value: (document) => document.name },
    { header: "Tipo", value: (document) => document.type },
    { header: "Categoría", value: (document) => DOCUMENT_KIND_LABELS[document.kind] },
    { header: "Caduca", value: (document) => (document.expiresOn ? formatCsvDate(document.expiresOn) : "") },
    { header: "Jugador", value: (document) => document.playerName },
    { header: "Marca", value: (document) => document.brandName },
    { header: "Fecha", value: (document) => formatCsvDate(document.date) },
    { header: "Estado", value: (document) => document.status },
    { header: "Archivo", value: (document) => document.fileName },
  ],
};

/** Uploads larger than this are refused while they arrive (413). */
export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;
const NOT_FOUND = "Documento no encontrado";

/** "Contrato 2026.pdf" as an HTTP download name, with a plain ASCII fallback for old clients. */
function attachment(fileName: string) {
  const ascii =
    fileName
      .normalize("NFD")
      .replace(/[^\x20-\x7e]/g, "")
      .replace(/["\\]/g, "") || "documento";
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

function hideMedicalPaper(db: Database): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const id = c.req.param("id") ?? "";
    if (c.get("viewer")?.hidden.includes("medical") && /^[0-9a-f-]{36}$/i.test(id)) {
      const [row] = await db.select({ kind: documents.kind }).from(documents).where(eq(documents.id, id));
      if (row && isMedical(row.kind)) throw notFound(NOT_FOUND);
    }
    return next();
  };
}

export const documentRoutes = (db: Database, storage: FileStorage) =>
  crudRoutes(
    db,
    {
      notFoundMessage: NOT_FOUND,
      table: documents,
      csv: documentsCsv,
      activity: DOCUMENT_HISTORY,
      schemas: { list: listDocumentsQuerySchema, create: createDocumentSchema, update: updateDocumentSchema },
      list: listDocuments,
      // Kept between writes: every table it reads raises the "alerts" version (migrations 0046, 0077).
      kept: { view: "alerts" },
      get: getDocument,
      // A JSON body makes a document without a file; uploads have their own route.
      create: (tx, input) => createDocument(tx, input),
      update: updateDocument,
      remove: async (tx, id) => (await deleteDocument(tx, id)).deleted,
      // Deleting a document removes its file once the row is gone for good.
      files: { storage, keysOf: documentFileKeys },
    },
    (app) =>
      app
        // A medical paper does not exist for a role that does not see medical information: not to read, change,
        // download or delete. (Lists drop it and new ones are refused in memberAccess.)
        .use("/:id/*", hideMedicalPaper(db))
        .use("/:id", hideMedicalPaper(db))
        // A document with its file: metadata fields first, then the file (multipart/form-data).
        .post("/upload", async (c) => {
          const { metadata, file } = await receiveUpload(c.req.raw, {
            storage,
            maxBytes: MAX_DOCUMENT_BYTES,
            readMetadata: (fields) => parseOrThrow(createDocumentSchema, fields),
          });
          if (isMedical(metadata.kind ?? "otro") && c.get("viewer")?.hidden.includes("medical")) {
            await storage.remove(file.key).catch(() => undefined);
            throw forbidden(MEDICAL_REFUSED);
          }
          try {
            const document = await db.transaction((tx) =>
              createRecorded(tx, DOCUMENT_HISTORY, actorOf(c), () => createDocument(tx, metadata, file)),
            );
            return c.json(document, 201);
          } catch (error) {
            await storage.remove(file.key).catch(() => undefined);
            throw error;
          }
        })
        .get("/:id/file", async (c) => {
          const file = await getDocumentFile(db, requireId(c.req.param("id"), NOT_FOUND));
          const stream = file && (await storage.get(file.key));
          if (!file || !stream) throw notFound("Este documento no tiene archivo");
          c.header("Content-Type", file.mimeType);
          c.header("Content-Length", String(file.size));
          c.header("Content-Disposition", attachment(file.name));
          return c.body(Readable.toWeb(stream) as ReadableStream);
        }),
  );
