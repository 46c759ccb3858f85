import type { Collaborator } from "../../../shared/schemas/collaborator";
import type { HistoryKind } from "../../history/history-kind";

export const COLLABORATOR_HISTORY: HistoryKind<Pick<Collaborator, "name">> = {
  type: "collaborator",
  label: (collaborator) => collaborator.name,
};
