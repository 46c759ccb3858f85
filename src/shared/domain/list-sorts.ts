// The orders the players and investments lists offer, apart from their schemas so that the screens that name
// them load no validation code.

export const PLAYER_SORTS = ["name", "marketValue", "followers", "engagement"] as const;
export type PlayerSort = (typeof PLAYER_SORTS)[number];

export const INVESTMENT_SORTS = ["date", "amount"] as const;
export type InvestmentSort = (typeof INVESTMENT_SORTS)[number];
