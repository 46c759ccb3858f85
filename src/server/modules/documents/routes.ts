import { Readable } from "node:stream";

import { formatCsvDate } from "../../../shared/domain/csv-values";
import {
  createDocumentSchema,
  listDocumentsQuerySchema,
  updateDocumentSchema,
  type PalcoDocument,
} from "../../../shared/schemas/document";
import type { Database } from "../../db/client";
import { createRecorded } from "../../history/recorded-writes";
import { actorOf, crudRoutes, requireId } from "../../http/crud-routes";
import type { CsvExport } from "../../http/csv-export";
import { notFound } from "../../http/errors";
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
        // A document with its file: metadata fields first, then the file (multipart/form-data).
        .post("/upload", async (c) => {
          const { metadata, file } = await receiveUpload(c.req.raw, {
            storage,
            maxBytes: MAX_DOCUMENT_BYTES,
            readMetadata: (fields) => parseOrThrow(createDocumentSchema, fields),
          });
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
