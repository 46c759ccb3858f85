import type { Player } from "../../../shared/schemas/player";
import type { HistoryKind } from "../../history/history-kind";

export const PLAYER_HISTORY: HistoryKind<Pick<Player, "name">> = { type: "player", label: (player) => player.name };
