import { z } from "zod";

import { DOCUMENT_STATUSES, DOCUMENT_TYPES, type DocumentStatus, type DocumentType } from "../domain/enums";
import { DOCUMENT_KINDS, MAX_LEAD_DAYS, type DocumentKind, type ExpiryState } from "../domain/papers";
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
  kind: z.enum(DOCUMENT_KINDS, { error: "Categoría de documento no válida" }),
  expiresOn: isoDate("La fecha de caducidad no es válida").nullable(),
  /** Days before the expiry that the paper starts to ring; null: the kind's own (DEFAULT_LEAD_DAYS). */
  leadDays: z.coerce
    .number({ error: `El aviso debe ser un número de días entre 0 y ${MAX_LEAD_DAYS}` })
    .int(`El aviso debe ser un número de días entre 0 y ${MAX_LEAD_DAYS}`)
    .min(0, `El aviso debe ser un número de días entre 0 y ${MAX_LEAD_DAYS}`)
    .max(MAX_LEAD_DAYS, `El aviso debe ser un número de días entre 0 y ${MAX_LEAD_DAYS}`)
    .nullable(),
};

export const createDocumentSchema = strictObject({
  playerId: documentFields.playerId,
  type: documentFields.type,
  name: documentFields.name,
  date: documentFields.date,
  brandId: documentFields.brandId.optional(),
  status: documentFields.status.optional(),
  url: documentFields.url.optional(),
  kind: documentFields.kind.optional(),
  expiresOn: documentFields.expiresOn.optional(),
  leadDays: documentFields.leadDays.optional(),
});
export type CreateDocumentInput = z.infer<typeof createDocumentSchema>;

export const updateDocumentSchema = strictObject(documentFields).partial();
export type UpdateDocumentInput = z.infer<typeof updateDocumentSchema>;

export const listDocumentsQuerySchema = strictObject({
  playerId: optionalFilter(entityId("Jugador no válido")),
  brandId: optionalFilter(entityId("Marca no válida")),
  status: optionalFilter(z.enum(DOCUMENT_STATUSES, { error: "Estado no válido" })),
  kind: optionalFilter(z.enum(DOCUMENT_KINDS, { error: "Categoría de documento no válida" })),
  /** "true": only the papers that expire within their lead time or have expired. */
  expiring: optionalFilter(z.enum(["true"], { error: "Filtro de caducidad no válido" })),
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
  kind: DocumentKind;
  /** The paper's last valid day, when it has one. */
  expiresOn: string | null;
  /** Days of notice chosen for this paper; null: its kind's (DEFAULT_LEAD_DAYS). */
  leadDays: number | null;
  /** Where it stands today with that notice; null without an expiry. */
  expiry: ExpiryState | null;
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
