import type { Club } from "../../../shared/schemas/club";
import type { HistoryKind } from "../../history/history-kind";

export const CLUB_HISTORY: HistoryKind<Pick<Club, "name">> = { type: "club", label: (club) => club.name };
