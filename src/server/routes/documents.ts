import { createDocumentSchema, listDocumentsQuerySchema, updateDocumentSchema } from "../../shared/schemas/document";
import type { Database } from "../db/client";
import { createDocument, deleteDocument, getDocument, listDocuments, updateDocument } from "../db/queries/documents";
import { crudRoutes } from "../http/crud-routes";

export const documentRoutes = (db: Database) =>
  crudRoutes(db, {
    notFoundMessage: "Documento no encontrado",
    schemas: { list: listDocumentsQuerySchema, create: createDocumentSchema, update: updateDocumentSchema },
    list: listDocuments,
    get: getDocument,
    create: createDocument,
    update: updateDocument,
    remove: deleteDocument,
  });
