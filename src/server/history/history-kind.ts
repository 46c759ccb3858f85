import type { ActivityEntityType } from "../../shared/domain/activity";

/** The history's kind for a record and the name its rows show. */
export type HistoryKind<Item> = { type: ActivityEntityType; label: (item: Item) => string };
