import type { NewsItem } from "../../../shared/schemas/news";
import type { HistoryKind } from "../../history/history-kind";

export const NEWS_HISTORY: HistoryKind<NewsItem> = { type: "news", label: (item) => item.title };
