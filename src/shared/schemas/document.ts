import { z } from "zod";

import { DOCUMENT_STATUSES, DOCUMENT_TYPES, type DocumentStatus, type DocumentType } from "../domain/enums";
import {
  entityId,
  isoDate,
  nullableEntityId,
  optionalFilter,
  optionalWebAddress,
  pageQuery,
  requiredText,
  strictObject,
} from "./common";

const documentFields = {
  playerId: entityId("Selecciona un jugador"),
  brandId: nullableEntityId("Marca no válida"),
  type: z.enum(DOCUMENT_TYPES, { error: "Tipo de documento no válido" }),
  name: requiredText("El nombre es obligatorio", 200),
  date: isoDate("La fecha es obligatoria"),
  status: z.enum(DOCUMENT_STATUSES, { error: "Estado no válido" }),
  url: optionalWebAddress(1000).nullable(),
};

export const createDocumentSchema = strictObject({
  playerId: documentFields.playerId,
  type: documentFields.type,
  name: documentFields.name,
  date: documentFields.date,
  brandId: documentFields.brandId.optional(),
  status: documentFields.status.optional(),
  url: documentFields.url.optional(),
});
export type CreateDocumentInput = z.infer<typeof createDocumentSchema>;

export const updateDocumentSchema = strictObject(documentFields).partial();
export type UpdateDocumentInput = z.infer<typeof updateDocumentSchema>;

export const listDocumentsQuerySchema = strictObject({
  playerId: optionalFilter(entityId("Jugador no válido")),
  brandId: optionalFilter(entityId("Marca no válida")),
  status: optionalFilter(z.enum(DOCUMENT_STATUSES, { error: "Estado no válido" })),
  ...pageQuery,
});
export type ListDocumentsQuery = z.infer<typeof listDocumentsQuerySchema>;

export type PalcoDocument = {
  id: string;
  playerId: string;
  playerName: string;
  brandId: string | null;
  brandName: string | null;
  type: DocumentType;
  name: string;
  date: string;
  status: DocumentStatus;
  url: string | null;
  fileName: string | null;
  fileSize: number | null;
  createdAt: string;
  updatedAt: string;
  /** Raised by every update; sent back as If-Match so that an edit from an older read is refused. */
  version: number;
};
