import type { Brand } from "../../../shared/schemas/brand";
import type { HistoryKind } from "../../history/history-kind";

export const BRAND_HISTORY: HistoryKind<Pick<Brand, "name">> = { type: "brand", label: (brand) => brand.name };
