import type { Mandate } from "../../../shared/schemas/mandate";
import type { HistoryKind } from "../../history/history-kind";

export const MANDATE_HISTORY: HistoryKind<Mandate> = {
  type: "mandate",
  label: (mandate) => `Mandato de ${mandate.playerName}`,
};
