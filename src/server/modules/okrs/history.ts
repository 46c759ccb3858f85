import type { Okr } from "../../../shared/schemas/okr";
import type { HistoryKind } from "../../history/history-kind";

export const OKR_HISTORY: HistoryKind<Okr> = { type: "okr", label: (okr) => okr.objective };
