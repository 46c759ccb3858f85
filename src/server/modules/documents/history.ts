import type { PalcoDocument } from "../../../shared/schemas/document";
import type { HistoryKind } from "../../history/history-kind";

export const DOCUMENT_HISTORY: HistoryKind<PalcoDocument> = { type: "document", label: (document) => document.name };
