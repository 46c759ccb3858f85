import type { Operation } from "../../../shared/schemas/operation";
import type { HistoryKind } from "../../history/history-kind";

export const OPERATION_HISTORY: HistoryKind<Operation> = {
  type: "operation",
  label: (operation) => `${operation.type} · ${operation.playerName} → ${operation.clubName}`,
};
